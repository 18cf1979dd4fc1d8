import { useLocation } from "react-router";

import { localeFromPathname, type Locale } from "./locales";

/** The language of the current page, from its URL prefix. */
export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname);
}
