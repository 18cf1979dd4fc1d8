import { useLocation } from "react-router";

import { site } from "~/content/site";
import {
  localeFromPathname,
  localeInfo,
  localizePath,
  locales,
  pagePath,
  stripLocale,
} from "~/i18n/locales";

type Props = {
  title: string;
  description: string;
  /** Not-found states: kept out of search results, no canonical or alternates. */
  noindex?: boolean;
};

/** The link-preview card (1200 × 630 PNG: preview services do not take SVG). */
const PREVIEW_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

/** Absolute URL of a site path, as canonical and hreflang links need. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.baseUrl}/` : `${site.baseUrl}${path}`;
}

/**
 * A page's head tags: title, description, canonical URL, hreflang alternates in every language
 * (x-default is English) and Open Graph. React hoists them into <head>, in the prerendered
 * HTML as on client navigation.
 */
export function PageMeta({ title, description, noindex = false }: Props) {
  const pathname = pagePath(useLocation().pathname);
  const locale = localeFromPathname(pathname);
  const path = stripLocale(pathname);
  const canonical = absoluteUrl(localizePath(path, locale));

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {locales.map((l) => (
            <link
              key={l}
              rel="alternate"
              hrefLang={localeInfo[l].htmlLang}
              href={absoluteUrl(localizePath(path, l))}
            />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl(path)} />
          <meta property="og:url" content={canonical} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={absoluteUrl(PREVIEW_IMAGE.path)} />
      <meta property="og:image:width" content={String(PREVIEW_IMAGE.width)} />
      <meta property="og:image:height" content={String(PREVIEW_IMAGE.height)} />
      <meta property="og:locale" content={localeInfo[locale].ogLocale} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
