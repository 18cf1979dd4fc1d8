import { locales, type Locale } from "../../app/i18n/locales";

import { axeViolations, expect, NOT_FOUND_CONSOLE, test, widths } from "./fixtures";
import { manifest, unknownPaths } from "./site";

// axe over every page of every language, and every not-found state, at phone and desktop widths:
// the one place pages as loaded are checked (open states such as the mobile menu, the language
// list and the toast are checked in their own journeys). The list is the build's own
// (build/site-pages.json). A language's pages are opened one after another in one browser page,
// so the site's files come from the browser's cache after the first, and each page is checked at
// every width as loaded: the layout follows the width in CSS alone, so the window is resized
// rather than the page loaded again.
const pagesIn = (locale: Locale) => [
  ...manifest.pages.filter((p) => p.locale === locale).map((p) => p.path),
  ...unknownPaths.filter((p) => p.locale === locale).map((p) => p.unknown),
];

for (const locale of locales) {
  const paths = pagesIn(locale);
  test(`every ${locale} page and not-found state has no axe violations at any width`, async ({
    page,
    visit,
    allowConsoleErrors,
  }) => {
    // About five seconds a page on a busy machine; the budget is for a page that hangs.
    test.setTimeout(paths.length * 20_000);
    allowConsoleErrors(NOT_FOUND_CONSOLE);
    for (const path of paths) {
      await page.setViewportSize({ width: widths.phone, height: 800 });
      await visit(path);
      // Soft: one page's violations do not hide the next page's.
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      for (const [device, width] of Object.entries(widths)) {
        await page.setViewportSize({ width, height: 800 });
        expect.soft(await axeViolations(page), `${path} at ${width} px (${device})`).toEqual([]);
      }
    }
  });
}
