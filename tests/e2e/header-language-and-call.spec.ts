// The other language and a call from the header: an Arabic page offers English and an English one
// Arabic, at every width, followed and remembered like the footer's list; WhatsApp where the
// content sets a number, as a plain link.
import { site, whatsAppUrl } from "../../app/content/site";
import { defaultLocale, localeInfo, locales } from "../../app/i18n/locales";
import { paths } from "../../app/paths";

import { expect, test, widths } from "./fixtures";
import { format, messages } from "./site";

test.use({ viewport: { width: widths.phone, height: 740 } });

for (const locale of locales) {
  const other = locale === defaultLocale ? "ar" : defaultLocale;
  test(`${locale}: the header of a phone offers ${localeInfo[other].label}, and the choice is remembered`, async ({
    page,
    visit,
  }) => {
    await visit(paths.projects(locale));
    const link = page.getByRole("banner").getByRole("link", { name: localeInfo[other].label });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("lang", localeInfo[other].htmlLang);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${paths.projects(other)}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[other].htmlLang);
    // The next visit of an English address opens the language chosen.
    await page.goto(paths.home(defaultLocale));
    await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[other].htmlLang);
  });
}

test("WhatsApp is a plain link to the content's number: in the header on a wide screen, in the contact section on a phone", async ({
  page,
  visit,
  externalRequests,
}) => {
  expect(site.whatsapp).toMatch(/^\+\d+$/);
  const name = format(messages.ar.footer.newTab, { name: "WhatsApp" });
  await visit(paths.home("ar"));
  const inContact = page.locator("#contact").getByRole("link", { name });
  await expect(inContact).toHaveAttribute("href", `https://wa.me/${site.whatsapp!.slice(1)}`);
  await expect(page.getByRole("banner").getByRole("link", { name })).toBeHidden();

  await page.setViewportSize({ width: widths.desktop, height: 800 });
  const inHeader = page.getByRole("banner").getByRole("link", { name });
  await expect(inHeader).toBeVisible();
  await expect(inHeader).toHaveAttribute("href", whatsAppUrl!);
  await expect(inHeader).toHaveAttribute("target", "_blank");
  await page.waitForLoadState("networkidle");
  expect(externalRequests).toEqual([]);
});
