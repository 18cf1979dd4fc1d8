import { policyIds } from "../../app/content/policies/ids";
import { site } from "../../app/content/site";
import { localeInfo, locales } from "../../app/i18n/locales";
import { paths } from "../../app/paths";

import { axeViolations, expect, test } from "./fixtures";
import { format, messages, services } from "./site";

const t = messages.en;

/** Every service, the company's pages and the policies, in the footer's order. */
const footerLinks: { name: string; href: string }[] = [
  ...services.map(({ id, title }) => ({ name: title.en, href: paths.service("en", id) })),
  { name: t.footer.aboutUs, href: paths.about("en") },
  { name: t.footer.projects, href: paths.projects("en") },
  { name: t.footer.howWeWork, href: paths.howWeWork("en") },
  { name: t.footer.careers, href: paths.careers("en") },
  { name: t.footer.blog, href: paths.blog("en") },
  { name: t.footer.contact, href: paths.section("en", "contact") },
  ...policyIds.map((id) => ({ name: t.footer[id], href: paths.policy("en", id) })),
];

test("the footer links every service, the company's pages and the policies", async ({
  page,
  visit,
}) => {
  await visit(paths.home("en"));
  // The site's own links; the social profiles lead elsewhere and the language links carry hreflang.
  const links = await page
    .getByRole("contentinfo")
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ name: a.textContent!.trim(), href: a.getAttribute("href")! })),
    );
  expect(links).toEqual(footerLinks);
});

test("the social links show their names and open safely in a new tab", async ({ page, visit }) => {
  await visit(paths.home("en"));
  const footer = page.getByRole("contentinfo");
  expect(site.socials.length).toBeGreaterThan(0);
  for (const { name, href } of site.socials) {
    const link = footer.getByRole("link", { name: format(t.footer.newTab, { name }) });
    await expect(link).toHaveText(name);
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
});

test("the copyright line shows the visitor's current year, not the build's", async ({
  page,
  visit,
}) => {
  await page.clock.setFixedTime(new Date("2031-03-14T10:00:00"));
  await visit(paths.home("en"));
  await expect(
    page
      .getByRole("contentinfo")
      .getByText(format(t.footer.copyright, { year: 2031, company: site.name })),
  ).toBeVisible();
});

test("the language selector lists every language in its own name and script", async ({
  page,
  visit,
}) => {
  await visit(paths.home("en"));
  const name = `${t.footer.language} ${localeInfo.en.label}`;
  const trigger = page.getByRole("button", { name });
  await expect(trigger).toBeVisible();
  await expect(trigger.locator(`[lang=${localeInfo.en.htmlLang}]`)).toHaveText(localeInfo.en.label);
  await trigger.click();

  const list = page.getByRole("navigation", { name: t.footer.otherLanguages });
  await expect(list).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveText(locales.map((l) => localeInfo[l].label));
  // The page's own language is checked, not linked; the others lead to this page in theirs.
  const current = list.locator("[aria-current=page]");
  await expect(current).toHaveAttribute("lang", localeInfo.en.htmlLang);
  expect(await current.evaluate((e) => getComputedStyle(e, "::before").content)).toBe('"✓" / ""');
  for (const locale of locales.filter((l) => l !== "en")) {
    const link = list.getByRole("link", { name: localeInfo[locale].label });
    await expect(link).toHaveAttribute("lang", localeInfo[locale].htmlLang);
    await expect(link).toHaveAttribute("href", paths.home(locale));
  }
  expect(await axeViolations(page)).toEqual([]);

  // The arrows move between the links; Escape closes the list and gives the focus back.
  await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("link").nth(1)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the prerendered selector already shows the current language", async ({ request }) => {
  const html = await (await request.get(paths.home("en"))).text();
  expect(html).toContain(
    `<span lang="${localeInfo.en.htmlLang}" dir="${localeInfo.en.dir}">${localeInfo.en.label}</span>`,
  );
});

test("choosing a language opens the same page in that language", async ({ page, visit }) => {
  await visit(paths.home("en"));
  await page.getByRole("button", { name: `${t.footer.language} ${localeInfo.en.label}` }).click();
  await page.getByRole("link", { name: localeInfo.zh.label }).click();
  await expect(page).toHaveURL(paths.home("zh"));
  await expect(page.locator("html")).toHaveAttribute("lang", localeInfo.zh.htmlLang);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.zh.hero.title);
});
