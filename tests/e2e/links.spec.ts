import { expect, test } from "@playwright/test";

import {
  localeFromPathname,
  localeInfo,
  locales,
  localizePath,
  stripLocale,
} from "../../app/i18n/locales";
import { paths } from "../../app/paths";

import { manifest } from "./site";

// Crawls the built site from the home page of each language, as a search engine would, without
// running scripts: every internal link stays in its language, answers 200, and every #anchor
// exists on its page.
test("every internal link on every page leads to a real page", async ({ request }) => {
  const pages = new Map<string, string>();
  const queue = locales.map((locale) => paths.home(locale));
  const anchors: { from: string; path: string; id: string }[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), `${path} answers 200`).toBe(200);
    const html = await response.text();
    pages.set(path, html);
    // Feeds are followed (they must answer) but hold no site navigation.
    if (!response.headers()["content-type"]?.startsWith("text/html")) continue;
    for (const [, attributes] of html.matchAll(/<a ([^>]*)>/g)) {
      const href = /href="([^"]+)"/.exec(attributes!)?.[1];
      if (!href || !href.startsWith("/") || href.startsWith("//")) continue;
      // Internal links stay inside the page's language, except the language links, which say
      // where they go with hreflang.
      const [target, id] = href.split("#") as [string, string | undefined];
      if (!attributes!.includes("hrefLang=")) {
        expect(localeFromPathname(target), `${href} on ${path}`).toBe(localeFromPathname(path));
      }
      if (id) anchors.push({ from: path, path: target, id });
      if (!pages.has(target)) queue.push(target);
    }
  }

  for (const { from, path, id } of anchors) {
    expect(pages.get(path), `#${id} linked from ${from}`).toContain(`id="${id}"`);
  }
  // Every page of the build's list is reachable by links, and no page outside it is linked.
  const crawled = [...pages.keys()].filter((p) => !p.endsWith(".xml")).sort();
  expect(crawled).toEqual(manifest.pages.map((p) => p.path).sort());
});

// What a visitor without JavaScript, or a crawler, gets from the language selector.
test("every page links to itself in each of its other languages, marked with hreflang and lang", async ({
  request,
}) => {
  for (const page of manifest.pages) {
    const html = await (await request.get(page.path)).text();
    // The footer's list; the header's one link to the other language has its own test.
    const list = html.slice(html.indexOf('id="language-menu"'));
    const links = [...list.matchAll(/<a ([^>]*hrefLang="[^"]+"[^>]*)>/g)].map(([, a]) => ({
      href: /href="([^"]+)"/.exec(a!)?.[1],
      hrefLang: /hrefLang="([^"]+)"/.exec(a!)?.[1],
      lang: /\blang="([^"]+)"/.exec(a!)?.[1],
    }));
    // Every language the page exists in, translated or not yet (then kept out of hreflang).
    const expected = page.languages
      .filter((l) => l !== page.locale)
      .map((l) => ({
        href: localizePath(stripLocale(page.path), l),
        hrefLang: localeInfo[l].htmlLang,
        lang: localeInfo[l].htmlLang,
      }));
    expect(links, page.path).toEqual(expected);
    const header = html.slice(0, html.indexOf("</header>"));
    const other = [...header.matchAll(/<a [^>]*hrefLang="([^"]+)"/g)].map(([, lang]) => lang);
    expect(other.length, `${page.path}: the header's link to the other language`).toBe(
      page.languages.length > 1 ? 1 : 0,
    );
    expect(expected.map((e) => e.hrefLang)).toEqual(expect.arrayContaining(other));
  }
});
