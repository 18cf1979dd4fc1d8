import { LOCALE_STORAGE_KEY } from "../../app/i18n/remembered-locale";

import { expect, test } from "./fixtures";

// The policies describe what the site does; these are the claims a browser can check. That no
// page sets a cookie or contacts another site, and that each policy names the controller and is
// dated, are checked on every page in every-page.spec.ts.

test("choosing a language stores only the preference the cookies policy names", async ({
  page,
  context,
  visit,
}) => {
  await visit("/cookies");
  await expect(page.getByRole("main")).toContainText(LOCALE_STORAGE_KEY);
  await page.getByRole("button", { name: /^Language/ }).click();
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/cookies$/);
  const stored = await page.evaluate(() => Object.keys(localStorage));
  expect(stored).toEqual([LOCALE_STORAGE_KEY]);
  expect(await context.cookies()).toEqual([]);
});
