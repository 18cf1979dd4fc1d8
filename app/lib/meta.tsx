import { useTranslations } from "use-intl";
import type { Thing } from "schema-dts";

import { CARD_SIZE } from "~/content/card-size";
import { shareCard, type CardOf } from "~/content/cards";
import { site } from "~/content/site";
import { localeInfo, localizePath, locales, type Locale } from "~/i18n/locales";
import { paths } from "~/paths";

import { usePageHere } from "./page-here";
import {
  absoluteUrl,
  breadcrumbList,
  graph,
  organization,
  serializeJsonLd,
  website,
  type Crumb,
} from "./structured-data";

type Props = {
  title: string;
  /** At most 160 characters: search engines cut longer ones (a test checks every page). */
  description: string;
  /**
   * Kept out of search results, with no canonical or alternates: not-found states, and what the
   * page list says is (a filtered list, a page not translated yet).
   */
  noindex?: boolean;
  /** Inner pages: the trail after Home, ending with this page (BreadcrumbList). */
  breadcrumbs?: readonly Crumb[];
  /** This page's own structured data (Service, BlogPosting, JobPosting...). */
  schema?: readonly Thing[];
  /** The page's own picture to share, and its description; otherwise the brand card. */
  card?: CardOf & { alt: string };
};

/**
 * A page's head tags: title, description, canonical URL, hreflang alternates (the languages the
 * page list names for it; x-default is English when the page has it), Open Graph and Twitter
 * cards, and its JSON-LD. React hoists the tags into <head>, in the prerendered HTML as on client
 * navigation.
 */
export function PageMeta({ title, description, noindex, breadcrumbs, schema = [], card }: Props) {
  const t = useTranslations();
  // The page's entry in the page list, which the layout looks up.
  const { locale, path, status } = usePageHere();
  const alternates: readonly Locale[] = status?.alternates ?? locales;
  const hidden = noindex || status?.noindex === true;
  const canonical = absoluteUrl(localizePath(path, locale));
  const defaultLocale = alternates.includes("en") ? "en" : alternates[0]!;
  const imageAlt = card?.alt ?? t("meta.ogImageAlt", { company: site.name });
  // The card's address, like the JSON-LD, is written at prerender for the link previews and
  // crawlers that read the HTML: the page's scripts do not carry the addresses of every card.
  const image = import.meta.env.SSR ? absoluteUrl(shareCard(card, locale)) : undefined;
  // JSON-LD is for crawlers, which read the prerendered HTML. It is built at prerender only, so
  // its code stays out of the browser bundle. Hydration keeps the script the HTML brought; after
  // client navigation, which no crawler sees, the script is empty or, within the same route,
  // still the first page's.
  const jsonLd = import.meta.env.SSR
    ? serializeJsonLd(
        graph([
          organization(locale, t("footer.description")),
          website(locale, paths.home(locale)),
          ...(breadcrumbs
            ? [
                breadcrumbList([
                  { name: t("breadcrumbs.home"), path: paths.home(locale) },
                  ...breadcrumbs,
                ]),
              ]
            : []),
          ...schema,
        ] satisfies Thing[]),
      )
    : "";

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {hidden ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {alternates.map((l) => (
            <link
              key={l}
              rel="alternate"
              hrefLang={localeInfo[l].htmlLang}
              href={absoluteUrl(localizePath(path, l))}
            />
          ))}
          <link
            rel="alternate"
            hrefLang="x-default"
            href={absoluteUrl(localizePath(path, defaultLocale))}
          />
          <meta property="og:url" content={canonical} />
        </>
      )}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={t("meta.feedTitle", { company: site.name })}
        href={paths.feed(locale)}
      />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} suppressHydrationWarning />
      <meta property="og:image:width" content={String(CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(CARD_SIZE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content={localeInfo[locale].ogLocale} />
      {/* X reads the title, description and picture from Open Graph when its own are absent. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={imageAlt} />
      <script
        type="application/ld+json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
    </>
  );
}
