// The office's address as each language writes it. Its own module, so that only the pages that
// show the address carry this code.
import type { Locale } from "../i18n/locales.ts";

import { site } from "./site.ts";

/**
 * The office's town and country as its language writes them: in Chinese the larger place first,
 * with nothing between (阿拉伯聯合大公國拉斯海瑪); elsewhere the town first, then the language's
 * comma (رأس الخيمة، الإمارات العربية المتحدة).
 */
export function officePlace(locale: Locale): string {
  const city = site.address.city[locale];
  const country = site.address.country[locale];
  if (locale === "zh") return `${country}${city}`;
  return `${city}${locale === "ar" ? "، " : ", "}${country}`;
}

/** The office's full address on one line, in the language's order and punctuation. */
export function officeAddress(locale: Locale): string {
  const street = site.address.street[locale];
  if (locale === "zh") return `${officePlace(locale)}，${street}`;
  return `${street}${locale === "ar" ? "، " : ", "}${officePlace(locale)}`;
}
