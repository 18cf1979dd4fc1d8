import { useLocale as useFormatLocale } from "use-intl";

import { formatLocale, locales, type Locale } from "./locales";

/**
 * The language of the page or island being rendered: the one its strings are in. It reads the
 * strings' provider, not the router, so an island hydrated on its own knows it too.
 */
export function useLocale(): Locale {
  const tag = useFormatLocale();
  return locales.find((l) => formatLocale(l) === tag) ?? "en";
}
