// The pictures a page is shared and found with, as PNG files: link previews and search engines
// take no SVG. An article, a case study or a service shares its own picture, drawn at build time
// (`?png=`, scripts/content/png-from-svg.ts); every other page shares the brand card of its
// language (cards/, drawn by `npm run cards`). Used at prerender only: no page's scripts carry
// these addresses.
import brandCardFiles from "virtual:brand-cards";

import type { Locale } from "~/i18n/locales";

/** Each article's cover, case study's hero and service's hero, as a 1200 × 630 card. */
const pictureCards = import.meta.glob<string>(
  ["./articles/*/cover.svg", "./projects/*/hero.svg", "./services/*/hero.svg"],
  { query: "?png=1200x630", import: "default", eager: true },
);
/** Each language's brand card, by language (app/i18n/locale-files.ts). */
const brandCards: Readonly<Record<Locale, string>> = brandCardFiles;

// Google asks for an article's picture in 16:9, 4:3 and 1:1.
const articleImages = {
  wide: import.meta.glob<string>("./articles/*/cover.svg", {
    query: "?png=1200x675",
    import: "default",
    eager: true,
  }),
  standard: import.meta.glob<string>("./articles/*/cover.svg", {
    query: "?png=1200x900",
    import: "default",
    eager: true,
  }),
  square: import.meta.glob<string>("./articles/*/cover.svg", {
    query: "?png=1200x1200",
    import: "default",
    eager: true,
  }),
};

const logos = import.meta.glob<string>("../../public/favicon.svg", {
  query: "?png=512x512",
  import: "default",
  eager: true,
});

export type CardOf = { kind: "article" | "project" | "service"; id: string };

function found(urls: Record<string, string>, key: string): string {
  const url = urls[key];
  if (url === undefined) throw new Error(`no picture ${key} to share`);
  return url;
}

/** The card a page shares: its own picture, or the brand card of its language. */
export function shareCard(of: CardOf | undefined, locale: Locale): string {
  if (!of) return found(brandCards, locale);
  const picture = of.kind === "article" ? "cover" : "hero";
  return found(pictureCards, `./${of.kind}s/${of.id}/${picture}.svg`);
}

/** The company's logo as a square raster, as Google asks for an Organization's logo. */
export function logoPng(): string {
  return found(logos, "../../public/favicon.svg");
}

/** An article's picture in the three ratios Google recommends: 16:9, 4:3, 1:1. */
export function articleImageSet(slug: string): string[] {
  return Object.values(articleImages).map((urls) => found(urls, `./articles/${slug}/cover.svg`));
}
