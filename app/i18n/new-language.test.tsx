// A language added in one place: the test language (`SITE_TEST_LOCALE=fr`, app/i18n/locales.ts)
// has its entry, its messages, its glossary and its brand card, all fixtures, and no content at
// all. Every page of it must exist, show its English fallbacks marked, say it is not translated,
// and stay out of search results, the sitemap and the hreflang of the other languages. The modules
// are loaded again with the variable set, and once more without it after the test.
import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type * as ServiceStory from "~/components/sections/service-story";
import type * as PageContent from "~/content/page-content";
import type * as SitePages from "~/site-pages";

import type * as Sitemap from "../../scripts/postbuild/sitemap";

import type * as IntlModule from "./intl";
import type * as LocaleFiles from "./locale-files";
import type * as Locales from "./locales";
import type { Locale } from "./locales";
import type { Messages } from "./messages/en";

/** The test language: a `Locale` at run time only (app/i18n/locales.ts). */
const fr = "fr" as Locale;

type Modules = {
  locales: typeof Locales;
  sitePages: typeof SitePages;
  sitemap: typeof Sitemap;
  content: typeof PageContent;
  intl: typeof IntlModule;
  files: typeof LocaleFiles;
  story: typeof ServiceStory;
};

let m: Modules;

beforeAll(async () => {
  vi.stubEnv("SITE_TEST_LOCALE", "fr");
  vi.resetModules();
  m = {
    locales: await import("./locales"),
    sitePages: await import("~/site-pages"),
    sitemap: await import("../../scripts/postbuild/sitemap"),
    content: await import("~/content/page-content"),
    intl: await import("./intl"),
    files: await import("./locale-files"),
    story: await import("~/components/sections/service-story"),
  };
}, 60_000);

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** `/fr/about` → `/about`. */
const inEnglish = (path: string) => m.locales.localizePath(m.locales.stripLocale(path), "en");

describe("a language with its messages only", () => {
  it("is a language of the site, after the shipped ones", () => {
    expect(m.locales.locales).toEqual(["en", "ar", "zh", "es", "fr"]);
    expect(m.locales.localeInfo[fr]).toMatchObject({ prefix: "fr", htmlLang: "fr", dir: "ltr" });
  });

  it("has every page English has, but the articles, which are not written in it", () => {
    const pages = m.sitePages.sitePages();
    const english = pages.filter((p) => p.locale === "en" && p.kind !== "article");
    const french = pages.filter((p) => p.locale === fr);
    expect(french.map((p) => inEnglish(p.path)).sort()).toEqual(english.map((p) => p.path).sort());
  });

  it("shows English on every page that has content, kept out of search results", () => {
    const french = m.sitePages.sitePages().filter((p) => p.locale === fr);
    const shown = french.filter((p) => p.untranslated);
    for (const page of shown) expect(page.noindex, page.path).toBe(true);
    // The list of articles is the one page with no content to fall back on: no article is
    // written in the language, and articles never stand in for one another.
    expect(french.filter((p) => !p.untranslated).map((p) => p.path)).toEqual(["/fr/blog"]);
    expect(m.content.blogContent(fr).articles).toEqual([]);
  });

  it("is named to search engines nowhere else: no other language's hreflang, no sitemap entry", () => {
    const manifest = m.sitePages.siteManifest();
    const others = manifest.pages.filter((p) => p.locale !== fr);
    for (const page of others) {
      const indexedInFrench = inEnglish(page.path) === "/blog";
      expect(page.alternates.includes(fr), page.path).toBe(indexedInFrench);
      // Its language links still lead to it: the page exists, in English words.
      if (page.kind !== "article") expect(page.languages, page.path).toContain(fr);
    }
    const xml = m.sitemap.sitemapXml(manifest);
    const french = [...xml.matchAll(/<loc>[^<]*\/fr(?:\/[^<]*)?<\/loc>/g)].map((x) => x[0]);
    expect(french).toEqual([expect.stringContaining("/fr/blog</loc>")]);
  });

  it("says which parts of a page fell back, down to each card", () => {
    const home = m.sitePages.sitePages().find((p) => p.path === "/fr")!;
    expect(home.untranslated).toEqual(
      expect.arrayContaining(["services.0", "work.0", "testimonial", "address"]),
    );
    expect(m.sitePages.pageAt("https://example.com/fr/about").status).toEqual({
      languages: m.locales.locales,
      alternates: ["en", "ar", "zh", "es"],
      noindex: true,
      untranslated: true,
    });
  });

  it("gives a fallen-back Markdown page links to the page's own language", () => {
    const { about } = m.content.aboutContent(fr);
    expect(about.untranslated).toBe(true);
    const links = [...about.html.matchAll(/<a href="(\/[^"]*)"/g)].map((x) => x[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      const path = href.replace(/[?#].*$/, "");
      expect(m.locales.localeFromPathname(path), href).toBe(fr);
    }
  });

  it("marks the English text lang=en where it stands, its own words in French", async () => {
    const { service } = m.content.serviceContent(fr, { serviceId: "design" });
    // Its messages file, as the build finds it (the unit tests' own module of message files was
    // written for the shipped languages).
    const file = m.files.messagesFile(fr);
    const { default: messages } = (await import(file.href)) as { default: Messages };
    render(
      <m.intl.MessagesProvider locale={fr} messages={messages}>
        <m.story.ServiceStory service={service!} />
      </m.intl.MessagesProvider>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    expect(screen.getByRole("img")).toHaveAttribute("lang", "en");
    for (const heading of screen.getAllByRole("heading", { level: 2 })) {
      expect(heading.textContent).toMatch(/^FR /);
      expect(heading.closest("[lang]")).toBeNull();
    }
    // Its messages file is transformed on import, which takes seconds while the build runs beside.
  }, 20_000);
});
