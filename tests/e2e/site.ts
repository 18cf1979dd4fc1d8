// The product's own data for the browser tests: the page list the build wrote, and the site's
// config and messages, so adding an article or a role needs no test edit.
import { readFileSync } from "node:fs";

import type { Locale } from "../../app/i18n/locales";
import en from "../../app/i18n/messages/en";
import es from "../../app/i18n/messages/es";
import zh from "../../app/i18n/messages/zh";
import type { PageKind, SiteManifest, SitePage } from "../../app/site-pages";

export const manifest: SiteManifest = JSON.parse(
  readFileSync(new URL("../../build/site-pages.json", import.meta.url), "utf8"),
);

export const messages = { en, zh, es } as const;

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
