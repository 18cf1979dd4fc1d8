// What other sites read from this one: each page's link preview (Open Graph and Twitter tags, as
// an Open Graph scraper reads them), its structured data (as a structured-data validator reads
// it), the feeds (as an RSS parser reads them), and the pictures another site embeds.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import ogs from "open-graph-scraper";
import Parser from "rss-parser";

import { site } from "../../app/content/site";
import { localeInfo, locales } from "../../app/i18n/locales";
import { CARD_SIZE } from "../../app/content/card-size";
import { feedType } from "../../scripts/host/headers";

import { expect, test } from "./fixtures";
import { decodeHtml, headOf, manifest, pagesOf } from "./site";

/** A site URL as this server answers it. */
const local = (url: string) => url.replace(site.baseUrl, "") || "/";

/** Width and height from a PNG's header chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test("every page shares its own title, description, card, alt and language, as a scraper reads them", async ({
  request,
}) => {
  const cardOf = new Map<string, string>();
  for (const { path, locale } of manifest.pages) {
    const html = await (await request.get(path)).text();
    const { error, result } = await ogs({ html });
    expect.soft(error, path).toBe(false);
    const head = headOf(html);
    expect.soft(result.ogTitle, path).toBe(decodeHtml(head.title!));
    expect.soft(result.ogDescription, path).toBe(decodeHtml(head.description!));
    expect.soft(result.ogLocale, path).toBe(localeInfo[locale].ogLocale);
    expect.soft(result.twitterCard, path).toBe("summary_large_image");
    const [image] = result.ogImage ?? [];
    expect.soft(image?.url, path).toMatch(new RegExp(`^${site.baseUrl}/assets/[\\w-]+\\.png$`));
    expect.soft(image?.type, path).toBe("png");
    expect.soft(head.meta("og:image:alt")?.length, path).toBeGreaterThan(10);
    expect.soft(head.meta("twitter:image:alt"), path).toBe(head.meta("og:image:alt"));
    cardOf.set(path, image!.url);
  }

  // An article, a case study or a service shares a picture of its own.
  for (const kind of ["article", "project", "service"] as const)
    for (const locale of locales) {
      const cards = pagesOf(kind, locale).map((p) => cardOf.get(p.path));
      expect(new Set(cards).size, `${kind} pages in ${locale}`).toBe(cards.length);
    }
  // Other pages share the brand card of their language, never the English one elsewhere.
  const english = cardOf.get(pagesOf("home", "en")[0]!.path);
  for (const { path, locale, kind } of manifest.pages) {
    if (["article", "project", "service"].includes(kind)) continue;
    expect.soft(cardOf.get(path) === english, path).toBe(locale === "en");
  }

  // Every card: a 1200 × 630 PNG under 100 KB, which other sites may show.
  for (const url of new Set(cardOf.values())) {
    const response = await request.get(local(url));
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toBe("image/png");
    expect(response.headers()["cross-origin-resource-policy"], url).toBe("cross-origin");
    const png = await response.body();
    expect(pngSize(png), url).toEqual(CARD_SIZE);
    expect(png.length, url).toBeLessThan(100_000);
  }
});

test("every page's structured data passes a structured-data validator", async ({ request }) => {
  const validator = new Validator();
  for (const { path } of manifest.pages) {
    const html = await (await request.get(path)).text();
    const extracted = new WebAutoExtractor({
      addLocation: true,
      embedSource: ["rdfa", "microdata"],
    }).parse(html);
    const issues = await validator.validate(extracted);
    expect
      .soft(
        issues.filter((issue) => issue.severity === "ERROR"),
        path,
      )
      .toEqual([]);
  }
});

test("every feed is read by an RSS parser: its articles, each with its picture", async ({
  request,
}) => {
  const parser = new Parser({ customFields: { item: [["media:content", "media"]] } });
  for (const feed of manifest.feeds) {
    const response = await request.get(feed.path);
    expect(response.headers()["content-type"], feed.path).toBe(feedType);
    expect(response.headers()["cross-origin-resource-policy"], feed.path).toBe("cross-origin");
    const parsed = await parser.parseString(await response.text());
    const articles = pagesOf("article", feed.locale);
    expect(parsed.items.map((i) => local(i.link!)).sort(), feed.path).toEqual(
      articles.map((a) => a.path).sort(),
    );
    for (const item of parsed.items) {
      const media = (item as unknown as { media: { $: { url: string; type: string } } }).media;
      expect(media.$.type, item.link).toBe("image/png");
      const picture = await request.get(local(media.$.url));
      expect(picture.status(), media.$.url).toBe(200);
    }
  }
});

test("every page names its language's feed for feed readers to find", async ({ request }) => {
  for (const { path, locale } of manifest.pages) {
    const html = await (await request.get(path)).text();
    const feed = manifest.feeds.find((f) => f.locale === locale)!;
    expect.soft(html, path).toContain(`<link rel="alternate" type="application/rss+xml"`);
    expect.soft(html, path).toContain(`href="${feed.path}"`);
  }
});

test("another site can show an article's card, its cover and the site's icon", async ({
  page,
  baseURL,
  request,
}) => {
  const article = pagesOf("article", "en")[0]!.path;
  const html = await (await request.get(article)).text();
  const card = local(headOf(html).meta("og:image")!);
  const cover = /<img[^>]+src="(\/assets\/[^"]+\.svg)"/.exec(html)![1]!;
  const pictures = [card, cover, "/favicon.svg"];
  // A page on a second origin, as a chat app's preview or a feed reader would show them.
  const elsewhere = createServer((_, res) =>
    res
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><title>Elsewhere</title>${pictures.map((src) => `<img alt="${src}" src="${baseURL}${src}">`).join("")}`,
      ),
  );
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  try {
    const other = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
    await page.route(other, (route) => route.continue());
    await page.goto(other);
    for (const src of pictures) {
      const img = page.getByRole("img", { name: src });
      await expect
        .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), {
          message: src,
        })
        .toBeGreaterThan(0);
    }
  } finally {
    await new Promise((resolve) => elsewhere.close(resolve));
  }
});
