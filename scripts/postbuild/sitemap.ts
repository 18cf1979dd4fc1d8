// sitemap.xml and robots.txt from the build's page list (app/site-pages.ts).
import { site } from "../../app/content/site.ts";
import { localeInfo, localizePath, stripLocale } from "../../app/i18n/locales.ts";
import type { SiteManifest } from "../../app/site-pages.ts";

/**
 * Every page search engines may show, with its lastmod and its hreflang alternates, x-default
 * included. The filtered lists of case studies (`noindex`) are left out.
 */
export function sitemapXml(manifest: SiteManifest, baseUrl = site.baseUrl): string {
  const url = (path: string) => `${baseUrl}${path}`;
  const entries = manifest.pages
    .filter((page) => !page.noindex)
    .map((page) => {
      const base = stripLocale(page.path);
      const xDefault = page.alternates.includes("en") ? "en" : page.alternates[0]!;
      const alternates = [
        ...page.alternates.map(
          (l) =>
            `    <xhtml:link rel="alternate" hreflang="${localeInfo[l].htmlLang}" href="${url(localizePath(base, l))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(localizePath(base, xDefault))}"/>`,
      ];
      return `  <url>\n    <loc>${url(page.path)}</loc>\n    <lastmod>${page.lastmod}</lastmod>\n${alternates.join("\n")}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(baseUrl = site.baseUrl): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
