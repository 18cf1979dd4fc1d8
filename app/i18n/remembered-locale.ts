import { localeInfo, locales, type Locale } from "./locales";

/** localStorage key of the language the visitor chose in the selector. */
export const LOCALE_STORAGE_KEY = "locale";

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private modes, policies); the choice then lasts for this page only.
  }
}

/**
 * An inline script for the `<head>` of unprefixed (English) pages: a visitor who chose another
 * language in the selector goes to the same page in that language before anything is painted.
 * It never looks at the browser's language, only at the visitor's own choice.
 */
export function rememberedLocaleRedirectScript(): string {
  const prefixes = Object.fromEntries(
    locales.filter((l) => localeInfo[l].prefix).map((l) => [l, `/${localeInfo[l].prefix}`]),
  );
  return `(function(){try{var p=${JSON.stringify(prefixes)}[localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})];if(!p)return;var s=document.documentElement.style;s.visibility="hidden";setTimeout(function(){s.visibility=""},3000);location.replace(p+(location.pathname==="/"?"":location.pathname)+location.search+location.hash)}catch(e){}})()`;
}
