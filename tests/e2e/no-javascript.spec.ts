// With JavaScript off (blocked, failed, or a crawler's reader): every page reads, links and
// filters go, the form hands the message to the mail app, and booking opens the booking page.
import { expect, test } from "./fixtures";
import { INTAKE_PATH } from "../../app/requests/limits";
import { manifest, messages, pagesOf } from "./site";

test.use({ javaScriptEnabled: false });

/** The first page of each kind, in every language: one of every layout the site has. */
const onePerKind = [
  ...new Map(manifest.pages.map((p) => [`${p.kind} ${p.locale}`, p] as const)).values(),
];

test("every kind of page reads in every language: a heading, its text, the header and footer", async ({
  page,
}) => {
  for (const { path } of onePerKind) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(page.getByRole("banner"), path).toBeVisible();
    await expect(page.getByRole("contentinfo"), path).toBeVisible();
    expect((await page.getByRole("main").innerText()).length, path).toBeGreaterThan(200);
  }
});

test("links go, and the case studies filter by service without a script", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: messages.en.nav.work }).click();
  await expect(page).toHaveURL("/projects");
  const [byService] = pagesOf("projects-by-service", "en");
  await page.locator(`main a[href="${byService!.path}"]`).first().click();
  await expect(page).toHaveURL(byService!.path);
  await expect(page.locator(`main a[aria-current="page"][href="${byService!.path}"]`)).toHaveCount(
    1,
  );
});

test("the contact form posts to the site's own intake, and the booking button is a link", async ({
  page,
}) => {
  await page.goto("/");
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("textbox") })
    .first();
  await expect(form).toHaveAttribute("action", INTAKE_PATH);
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("enctype", "multipart/form-data");
  await expect(page.getByRole("link", { name: messages.en.booking.label })).toHaveAttribute(
    "href",
    /^https:\/\/cal\.com\//,
  );
});
