// Insights: one folder per article, `<slug>/index.<language>.md` plus the cover image the front matter
// names. An article may exist in fewer languages than the site: it is then published only in
// those, and the build log lists the missing translations.
import { z } from "zod";

import { localeFromPathname, locales, type Locale } from "../../i18n/locales";

import {
  checkSiteLinks,
  ContentError,
  parseContentFile,
  readingMinutes,
  renderMarkdown,
} from "../markdown";
import { articleFrontMatter } from "../schema/front-matter";
import { imageSize } from "../schema/load";
import { teamIds, type TeamMemberId } from "../team";

import type { TagId } from "./tags";

const sources = import.meta.glob<string>("./*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
/** Image URLs as the build publishes them (hashed), by path in this folder. */
const imageUrls = import.meta.glob<string>("./*/*.svg", {
  import: "default",
  eager: true,
});
const svgSources = import.meta.glob<string>("./*/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

const frontMatter = articleFrontMatter
  .extend({
    author: z.enum(teamIds, { error: `expected a team member id: ${teamIds.join(", ")}` }),
  })
  .refine((fm) => fm.updated >= fm.date, {
    error: "expected a date on or after `date`",
    path: ["updated"],
  });

export type Article = {
  slug: string;
  locale: Locale;
  title: string;
  summary: string;
  date: string;
  updated: string;
  author: TeamMemberId;
  tags: readonly TagId[];
  cover: { src: string; width: number; height: number; alt: string };
  html: string;
  readingMinutes: number;
};

/** The files an article may refer to: image URLs and SVG sources, by path in this folder. */
type ArticleFiles = {
  imageUrls: Readonly<Record<string, string>>;
  svgSources: Readonly<Record<string, string>>;
};

/** One article file, checked: a bad field throws a `ContentError` naming the file and the field. */
export function loadArticle(
  path: string,
  source: string,
  files: ArticleFiles = { imageUrls, svgSources },
): Article {
  const [, slug, locale] = /^\.\/([^/]+)\/index\.([^/.]+)\.md$/.exec(path) ?? [];
  const file = `app/content/articles/${path.replace(/^\.\//, "")}`;
  if (!slug || !(locales as readonly string[]).includes(locale!)) {
    throw new ContentError(
      `${file}: expected the file name to be index.<language>.md, the language one of ${locales.join(", ")}`,
    );
  }
  const { data, body } = parseContentFile(file, source, frontMatter);
  const { cover, coverAlt, ...meta } = data;
  const coverPath = `./${slug}/${cover}`;
  const src = files.imageUrls[coverPath];
  if (!src) {
    throw new ContentError(
      `${file}: cover: expected an image file next to the article, found no "${cover}"`,
    );
  }
  const { html, text } = renderMarkdown(file, body);
  checkSiteLinks(file, html, locale!, localeFromPathname);
  return {
    slug,
    locale: locale as Locale,
    ...meta,
    cover: { src, ...coverSize(file, files.svgSources[coverPath]), alt: coverAlt },
    html,
    readingMinutes: readingMinutes(text),
  };
}

function coverSize(file: string, svg: string | undefined): { width: number; height: number } {
  const size = svg === undefined ? undefined : imageSize(svg);
  if (!size)
    throw new ContentError(`${file}: cover: expected an SVG with width and height attributes`);
  return size;
}

const all: readonly Article[] = Object.entries(sources).map(([path, source]) =>
  loadArticle(path, source),
);

/** Every article's slug, sorted; `articleLocales` says which languages each is written in. */
export const articleSlugs = [...new Set(all.map((a) => a.slug))].sort();

export function findArticle(slug: string | undefined, locale: Locale): Article | undefined {
  return all.find((a) => a.slug === slug && a.locale === locale);
}

/** The languages an article exists in, in the site's order. */
export function articleLocales(slug: string): Locale[] {
  return locales.filter((l) => all.some((a) => a.slug === slug && a.locale === l));
}

/** One language's articles, newest first. */
export function articlesIn(locale: Locale): Article[] {
  return all
    .filter((a) => a.locale === locale)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
