import { expect, test } from "vitest";

import { site } from "../../app/content/site";
import { siteManifest } from "../../app/site-pages";

import { robotsTxt, sitemapXml } from "./sitemap";

const manifest = siteManifest();
const xml = sitemapXml(manifest);
const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);

const indexed = manifest.pages.filter((page) => !page.noindex);

test("every page of the list is in the sitemap once, with its lastmod", () => {
  expect(indexed.length).toBeLessThan(manifest.pages.length);
  expect(urls).toHaveLength(indexed.length);
  for (const page of indexed) {
    const entry = urls.find((u) => u.includes(`<loc>${site.baseUrl}${page.path}</loc>`));
    expect(entry, page.path).toContain(`<lastmod>${page.lastmod}</lastmod>`);
  }
});

test("the pages kept out of search results are kept out of the sitemap", () => {
  for (const page of manifest.pages.filter((p) => p.noindex))
    expect(xml, page.path).not.toContain(`<loc>${site.baseUrl}${page.path}</loc>`);
});

test("each entry lists its languages and an x-default, and the languages list each other", () => {
  for (const entry of urls) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
    const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m[2]!);
    expect(alternates, loc).toContain(loc);
    expect(entry, loc).toContain('hreflang="x-default"');
    for (const other of alternates) {
      const otherEntry = urls.find((u) => u.includes(`<loc>${other}</loc>`));
      expect(otherEntry, `${other} from ${loc}`).toContain(`href="${loc}"`);
    }
  }
});

test("robots.txt allows everything and names the sitemap", () => {
  expect(robotsTxt()).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml`);
  expect(robotsTxt()).toMatch(/^User-agent: \*\nAllow: \/\n/);
});
