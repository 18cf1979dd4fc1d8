import { defaultLocale, localeInfo, locales, localizePath, type Locale } from "~/i18n/locales";
import { usePageHere } from "~/lib/page-here";

import { HEADER_LANGUAGE_ID } from "./language-menu-links.behaviour";

/**
 * The language a page offers in its header: English pages offer Arabic, the studio's other
 * market's language, and every other page offers English. A page missing that language (an
 * article may lack some) offers the first other one it has; one in a single language offers none.
 */
export function otherLanguage(locale: Locale, languages: readonly Locale[]): Locale | undefined {
  const wanted: Locale =
    locale === defaultLocale ? (locales.find((l) => l === "ar") ?? locale) : defaultLocale;
  const others = locales.filter((l) => l !== locale && languages.includes(l));
  return others.includes(wanted) ? wanted : others[0];
}

/**
 * The header's direct link to the page in the other language, at every width, named in that
 * language (the footer keeps the full list). Followed, it is remembered as the footer's links are
 * (./language-menu-links.behaviour.ts).
 */
export function OtherLanguageLink() {
  const { locale, path, languages } = usePageHere();
  const other = otherLanguage(locale, languages);
  if (!other) return null;
  const info = localeInfo[other];
  return (
    <a
      id={HEADER_LANGUAGE_ID}
      href={localizePath(path, other)}
      hrefLang={info.htmlLang}
      lang={info.htmlLang}
      dir={info.dir}
      className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      {info.label}
    </a>
  );
}
