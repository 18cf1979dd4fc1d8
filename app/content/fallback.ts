// Content not translated yet: an entry with no text in a language shows its English text there.
// What the loaders hand a page says which of its parts fell back (`untranslated: true` on the
// part), so the page marks them `lang="en"` and the page list keeps the page out of search
// results until they are translated (docs/editing-content.md, "Languages").
import { defaultLocale, type Locale } from "../i18n/locales.ts";

/** A part of a page whose texts are the English ones: its language lacks them. */
export type Untranslated = { untranslated?: true };

/** `{ untranslated: true }` when an entry written in `translatedIn` lacks `locale`. */
export function fallback(translatedIn: readonly Locale[], locale: Locale): Untranslated {
  return translatedIn.includes(locale) ? {} : { untranslated: true };
}

/** The language an entry's texts are shown in on a page in `locale`: its own, or English. */
export function textLocale(translatedIn: readonly Locale[], locale: Locale): Locale {
  return translatedIn.includes(locale) ? locale : defaultLocale;
}

/**
 * Where a page's content fell back to English, as paths into it (`services.2`, `about`): the
 * parts marked `untranslated`. Empty when the page is translated.
 */
export function untranslatedIn(content: unknown, path = ""): string[] {
  if (content === null || typeof content !== "object") return [];
  const here = (content as Untranslated).untranslated === true ? [path || "."] : [];
  return [
    ...here,
    ...Object.entries(content).flatMap(([key, value]) =>
      untranslatedIn(value, path ? `${path}.${key}` : key),
    ),
  ];
}
