import { useTranslations } from "use-intl";

import type { Untranslated } from "~/content/fallback";
import { defaultLocale, localeInfo } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";

/** What marks an element whose text is the English one: its language, and its direction. */
export type EnglishAttributes = { lang?: string; dir?: "ltr" };

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

/**
 * At the top of a page showing content not translated into its language yet: a line in the
 * page's language saying so (the page list keeps such a page out of search results).
 */
export function TranslationNotice() {
  const t = useTranslations();
  return (
    <div data-slot="translation-notice" className="border-b border-accent-line bg-accent-soft">
      <p className="mx-auto max-w-6xl px-4 py-3 text-sm text-foreground sm:px-6">
        {t("translation.pending")}
      </p>
    </div>
  );
}
