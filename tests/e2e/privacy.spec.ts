import { LOCALE_STORAGE_KEY } from "../../app/i18n/remembered-locale";
import { site } from "../../app/content/site";
import { formatDate } from "../../app/i18n/format-date";

import { expect, test } from "./fixtures";
import { messages, pagesOf } from "./site";

// The policies describe what the site does; these are the claims a browser can check.

test("choosing a language stores only the preference the cookies policy names", async ({
  page,
  context,
  visit,
}) => {
  await visit("/cookies");
  await expect(page.getByRole("main")).toContainText(LOCALE_STORAGE_KEY);
  await page.getByRole("button", { name: /^Language/ }).click();
  await page.getByRole("option", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/cookies$/);
  const stored = await page.evaluate(() => Object.keys(localStorage));
  expect(stored).toEqual([LOCALE_STORAGE_KEY]);
  expect(await context.cookies()).toEqual([]);
});

test("each policy names the controller, is dated, and reads in every language", async ({
  page,
  visit,
}) => {
  for (const policy of pagesOf("policy")) {
    await visit(policy.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    const date = formatDate(policy.lastmod, policy.locale);
    await expect(main.locator("time")).toHaveText(
      messages[policy.locale].policies.updated.replace("{date}", date),
    );
    await expect(main.locator("time")).toHaveAttribute("datetime", policy.lastmod);
    await expect(main).toContainText(site.email);
    await expect(main).toContainText(site.name);
    await expect(main).not.toContainText("{{");
  }
});
