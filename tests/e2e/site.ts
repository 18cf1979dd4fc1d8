// The product's own data for the browser tests: the page list the build wrote (in BUILD_DIR, as
// the server serves it), and the site's config and messages, so adding an article, a role or a
// language needs no test edit.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import type { z } from "zod";

import { projectFile, serviceFile } from "../../app/content/schema/index.ts";
import type { I18nEntry, I18nFile } from "../../app/content/schema/i18n-file.ts";
import { parseFile } from "../../app/content/schema/fields.ts";
import { glossaryFiles, messagesFile } from "../../app/i18n/locale-files.ts";
import { localeInfo, locales, type Locale } from "../../app/i18n/locales";
import type { Messages } from "../../app/i18n/messages/en";
import type { PageKind, SiteManifest, SitePage } from "../../app/site-pages";
import { clientDir, manifestFile } from "../../scripts/host/site-files.ts";

export const manifest: SiteManifest = JSON.parse(readFileSync(manifestFile, "utf8"));

/** Every language's interface strings, from its file (app/i18n/locale-files.ts). */
export const messages = Object.fromEntries(
  await Promise.all(
    locales.map(async (l) => {
      const file = (await import(messagesFile(l).href)) as { default: Messages };
      return [l, file.default] as const;
    }),
  ),
) as Record<Locale, Messages>;

/** The English brand card as the build publishes it: a binary file, for the server's tests. */
export const brandCardPath = `/assets/${readdirSync(join(clientDir, "assets")).find((f) => /^brand-en-[\w-]+\.png$/.test(f))}`;

export function pagesOf(kind: PageKind, locale?: Locale): SitePage[] {
  return manifest.pages.filter((p) => p.kind === kind && (!locale || p.locale === locale));
}

/**
 * The English home page and the first right-to-left one: for behaviour that is the same markup
 * in every language, and differs only with the reading direction.
 */
export const homePerDirection = [
  pagesOf("home", "en")[0]!,
  pagesOf("home").find((p) => localeInfo[p.locale].dir === "rtl")!,
];

/** A message with its `{placeholders}` filled in, as the page shows it. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** A message as a pattern that matches it with any value in its `{placeholders}`. */
export function messagePattern(template: string): RegExp {
  return new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join(".+")}$`,
  );
}

/** Text to match literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** An unknown path for each not-found page of the build: `/zh/no-such-page`, `/es/blog/no-such-blog`. */
export const unknownPaths = manifest.notFound.map((p) => ({
  ...p,
  unknown: p.path.replace(/404$/, `no-such-${p.section ?? "page"}`),
}));

/** Text from HTML with its character references read, as a reader of the page sees it. */
export function decodeHtml(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The `<head>` tags and JSON-LD of a page's HTML, as a crawler reads them. */
export function headOf(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    meta: (key: string) => attr(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`)),
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
      (m) => ({ lang: m[1]!, href: m[2]! }),
    ),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    ),
  };
}

/**
 * The entries of a content folder as their files hold them, by id, in the order the site lists
 * them (`order`, then id): `<folder>/<id>.json` (`team`, `careers/roles`) or `<folder>/<id>/index.json`
 * (`services`, `projects`). The site's own loaders need Vite's file globbing, which the test
 * runner does not have.
 */
export function contentEntries<Shared extends z.ZodRawShape, Translated extends z.ZodRawShape>(
  folder: string,
  def: I18nFile<Shared, Translated>,
): [string, I18nEntry<Shared, Translated>][] {
  const dir = fileURLToPath(new URL(`../../app/content/${folder}`, import.meta.url));
  const files = readdirSync(dir, { withFileTypes: true }).flatMap((item): [string, string][] => {
    if (item.isDirectory() && existsSync(join(dir, item.name, "index.json")))
      return [[item.name, `${item.name}/index.json`]];
    if (item.isFile() && item.name.endsWith(".json"))
      return [[item.name.replace(/\.json$/, ""), item.name]];
    return [];
  });
  const order = (entry: unknown) => (entry as { order?: number }).order ?? 0;
  return files
    .map(([id, file]): [string, I18nEntry<Shared, Translated>] => [
      id,
      def.entry(
        parseFile(
          `${folder}/${file}`,
          JSON.parse(readFileSync(join(dir, file), "utf8")),
          def.schema,
        ),
      ),
    ])
    .sort(([a, x], [b, y]) => order(x) - order(y) || a.localeCompare(b));
}

/** The services, in the order of the home page and the footer. */
export const services = contentEntries("services", serviceFile).map(([id, entry]) => ({
  id,
  ...entry,
}));

/** The case studies, in the order of /projects. */
export const projects = contentEntries("projects", projectFile).map(([id, entry]) => ({
  id,
  ...entry,
}));

/**
 * What a language's glossary says the code writes for `rule` given `given` (its table "What the
 * code writes"), the text a page must show.
 */
export function glossaryExample(locale: Locale, rule: string, given: string): string {
  const glossary = readFileSync(glossaryFiles(locale).terms, "utf8");
  const row = glossary
    .split("\n")
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .find((cells) => cells[1] === rule && cells[2] === given);
  if (!row) throw new Error(`${locale} glossary: no example of "${rule}" given "${given}"`);
  return row[3]!;
}
