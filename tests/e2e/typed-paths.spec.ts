// The addresses a buyer types (`/contact`, `/ar/pricing`) lead to the place they mean, in the
// same language, on this site: the page opens at its section. A security researcher finds where
// to write at the well-known address.
import siteData from "../../app/content/site.json" with { type: "json" };
import { localeInfo, locales } from "../../app/i18n/locales";
import { typedPaths } from "../../app/typed-paths";

import { expect, test } from "./fixtures";

for (const locale of locales) {
  const base = localeInfo[locale].prefix ? `/${localeInfo[locale].prefix}` : "";
  for (const [name, target] of Object.entries(typedPaths)) {
    test(`${base}/${name} opens ${target} in its language`, async ({ page }) => {
      const response = await page.goto(`${base}/${name}`);
      expect(response!.status()).toBe(200);
      const url = new URL(page.url());
      const [path, fragment] = target.split("#");
      expect(url.pathname).toBe(path === "/" ? base || "/" : `${base}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[locale].htmlLang);
      if (fragment) {
        expect(url.hash).toBe(`#${fragment}`);
        await expect(page.locator(`#${fragment}`)).toBeInViewport();
      }
    });
  }
}

test("/.well-known/security.txt says where to report a vulnerability, and until when", async ({
  request,
}) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).trim().split("\n");
  expect(lines).toContain(`Contact: mailto:${siteData.en.security.contact}`);
  const expires = lines.find((l) => l.startsWith("Expires: "))!.slice("Expires: ".length);
  expect(Date.parse(expires)).toBeGreaterThan(Date.now());
  // Any other dot file stays refused.
  expect((await request.get("/.well-known/../.env")).status()).toBeGreaterThanOrEqual(400);
  expect((await request.get("/.env")).status()).toBe(403);
});
