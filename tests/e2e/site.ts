// The product's own data for the browser tests: the page list the build wrote, and the site's
// config and messages, so adding an article or a role needs no test edit.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import type { z } from "zod";

import type { I18nEntry, I18nFile } from "../../app/content/schema/i18n-file.ts";
import { parseFile } from "../../app/content/schema/fields.ts";
import type { Locale } from "../../app/i18n/locales";
import ar from "../../app/i18n/messages/ar";
import en from "../../app/i18n/messages/en";
import es from "../../app/i18n/messages/es";
import zh from "../../app/i18n/messages/zh";
import type { PageKind, SiteManifest, SitePage } from "../../app/site-pages";

export const manifest: SiteManifest = JSON.parse(
  readFileSync(new URL("../../build/site-pages.json", import.meta.url), "utf8"),
);

export const messages = { en, ar, zh, es } as const;

export function pagesOf(kind: PageKind, locale?: Locale): SitePage[] {
  return manifest.pages.filter((p) => p.kind === kind && (!locale || p.locale === locale));
}

/** An unknown path for each not-found page of the build: `/zh/no-such-page`, `/es/blog/no-such-blog`. */
export const unknownPaths = manifest.notFound.map((p) => ({
  ...p,
  unknown: p.path.replace(/404$/, `no-such-${p.section ?? "page"}`),
}));

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
 * The entries of a content folder (`team`, `careers/roles`) as their files hold them, by id: the
 * site's own loaders need Vite's file globbing, which the test runner does not have.
 */
export function contentEntries<Shared extends z.ZodRawShape, Translated extends z.ZodRawShape>(
  folder: string,
  def: I18nFile<Shared, Translated>,
): [string, I18nEntry<Shared, Translated>][] {
  const dir = fileURLToPath(new URL(`../../app/content/${folder}`, import.meta.url));
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => [
      f.replace(/\.json$/, ""),
      def.entry(
        parseFile(`${folder}/${f}`, JSON.parse(readFileSync(join(dir, f), "utf8")), def.schema),
      ),
    ]);
}
