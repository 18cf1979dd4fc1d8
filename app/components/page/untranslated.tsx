import type { Untranslated } from "~/content/fallback";
import { defaultLocale, localeInfo } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";

/** What marks an element whose text is the English one: its language, and its direction. */
type EnglishAttributes = { lang?: string; dir?: "ltr" };

/**
 * The attributes of the element holding a part's text: none when the part is translated, and
 * when its English text stands in, `lang="en"`, with `dir="ltr"` on a right-to-left page, so
 * that screen readers speak it as English and it is laid out as English.
 */
export function useInEnglish(): (part: Untranslated | undefined) => EnglishAttributes {
  const rtl = localeInfo[useLocale()].dir === "rtl";
  return (part) =>
    part?.untranslated
      ? { lang: localeInfo[defaultLocale].htmlLang, ...(rtl && { dir: "ltr" as const }) }
      : {};
}
