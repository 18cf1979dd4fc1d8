// The office's address as each language writes it. Its own module, so that only the pages that
// show the address carry this code.
import type { Locale } from "../i18n/locales.ts";

import { textLocale } from "./fallback.ts";
import { site } from "./site.ts";

/**
 * The office's town and country as its language writes them: in Chinese the larger place first,
 * with nothing between (阿拉伯聯合大公國拉斯海瑪); elsewhere the town first, then the language's
 * comma (رأس الخيمة، الإمارات العربية المتحدة). A language the address is not written in yet
 * shows the English one, as English writes it.
 */
export function officePlace(page: Locale): string {
  const locale = textLocale(site.address.translatedIn, page);
  const city = site.address.city[locale];
  const country = site.address.country[locale];
  if (locale === "zh") return `${country}${city}`;
  return `${city}${locale === "ar" ? "، " : ", "}${country}`;
}

/** The office's full address on one line, in the language's order and punctuation. */
export function officeAddress(page: Locale): string {
  const locale = textLocale(site.address.translatedIn, page);
  const street = site.address.street[locale];
  if (locale === "zh") return `${officePlace(locale)}，${street}`;
  return `${street}${locale === "ar" ? "، " : ", "}${officePlace(locale)}`;
}
