// A language added in one place, in the browser: the build of the test language, which has its
// messages (each string marked "FR ") and no content at all. Runs against that build only, as
// `npm test` does:
//
//   npm run build:fr && npm run test:e2e:fr
//
// (playwright.config.ts collects it only then). The checks over every page run on that build the same way
// (every-page.spec.ts with `--grep "every fr page"`, html-validity.spec.ts, links.spec.ts).
import type { Page } from "@playwright/test";

import { site } from "../../app/content/site";
import { localeInfo, localizePath, stripLocale, testLocale } from "../../app/i18n/locales";
import type { SitePage } from "../../app/site-pages";

import { expect, test } from "./fixtures";
import { headOf, manifest, messages } from "./site";

const pages = testLocale ? manifest.pages.filter((p) => p.locale === testLocale) : [];

/** The same page in another language. */
const inLanguage = (page: SitePage, locale: "en" | "es") =>
  localizePath(stripLocale(page.path), locale);

/**
 * Each text of the page a reader meets, with its language: the text of each element holding
 * words of its own (a message and the values put in it are one text), and each image's
 * description.
 */
async function textsOf(page: Page): Promise<{ text: string; lang: string }[]> {
  return page.evaluate(() => {
    const texts: { text: string; lang: string }[] = [];
    const langOf = (element: Element) => element.closest("[lang]")?.getAttribute("lang") ?? "";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (seen.has(parent) || parent.closest("script, style, template")) continue;
      seen.add(parent);
      const text = parent.textContent!.replace(/\s+/g, " ").trim();
      if (/\p{L}{2}/u.test(node.textContent!)) texts.push({ text, lang: langOf(parent) });
    }
    for (const img of document.querySelectorAll("img[alt]")) {
      const text = img.getAttribute("alt")!.trim();
      if (text) texts.push({ text, lang: langOf(img) });
    }
    return texts;
  });
}

test("one page of each kind shows its English text marked, says so, and passes axe", async ({
  page,
  visit,
}) => {
  test.setTimeout(180_000);
  const kinds = [...new Map(pages.map((p) => [p.kind, p])).values()];
  const notice = messages[testLocale!].translation.pending;
  for (const of of kinds) {
    await visit(of.path, { axe: true });
    await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[testLocale!].htmlLang);
    const marked = page.getByRole("main").locator('[lang="en"]');
    if (of.untranslated) {
      await expect.soft(page.getByText(notice), of.path).toBeVisible();
      await expect
        .soft(page.locator('meta[name="robots"]'), of.path)
        .toHaveAttribute("content", "noindex");
      expect.soft(await marked.count(), of.path).toBeGreaterThan(0);
    } else {
      await expect.soft(page.getByText(notice), of.path).toHaveCount(0);
      expect.soft(await marked.count(), of.path).toBe(0);
    }
  }
});

test("every English text on the language's pages is marked English where it stands", async ({
  page,
}) => {
  test.setTimeout(pages.length * 15_000);
  for (const of of pages) {
    // A text that the English page has and the Spanish one has not is English, not a name: on a
    // page of the test language, it must stand inside an element marked `lang="en"`. A figure
    // ("18 minutes") is the page's own formatting, which French may write as English does.
    await page.goto(inLanguage(of, "en"));
    const english = new Set((await textsOf(page)).map((t) => t.text));
    await page.goto(inLanguage(of, "es"));
    const spanish = new Set((await textsOf(page)).map((t) => t.text));
    await page.goto(of.path);
    const inEnglish = (await textsOf(page))
      .filter((t) => english.has(t.text) && !spanish.has(t.text))
      .filter((t) => !/^[-+−\d]/.test(t.text));
    expect
      .soft(
        inEnglish.filter((t) => t.lang !== "en").map((t) => t.text),
        of.path,
      )
      .toEqual([]);
    // And the check sees them: a page showing English has such texts, all marked.
    if (of.untranslated) expect.soft(inEnglish.length, of.path).toBeGreaterThan(0);
  }
});

test("search engines are told of the language's pages only once they are translated", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const of of pages) {
    const english = headOf(await (await request.get(inLanguage(of, "en"))).text());
    const named = english.alternates.some((a) => a.lang === localeInfo[testLocale!].htmlLang);
    expect.soft(named, `${inLanguage(of, "en")} names ${of.path}`).toBe(!of.noindex);
    const listed = sitemap.includes(`<loc>${site.baseUrl}${of.path}</loc>`);
    expect.soft(listed, `${of.path} in the sitemap`).toBe(!of.noindex);
  }
});
