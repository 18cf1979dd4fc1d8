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

/** Each prefixed language's path prefix, for the inline redirect (./go-to-remembered-locale.inline.ts). */
export function localePrefixes(): Record<string, string> {
  return Object.fromEntries(
    locales.filter((l) => localeInfo[l].prefix).map((l) => [l, `/${localeInfo[l].prefix}`]),
  );
}
