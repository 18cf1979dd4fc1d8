import { isLocale, type Locale } from "./locales";

/** localStorage key of the language the visitor chose in the selector. */
export const LOCALE_STORAGE_KEY = "locale";

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private modes, policies); the choice then lasts for this page only.
  }
}

export function rememberedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}
