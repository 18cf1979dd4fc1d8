// Names the browser's locale data (CLDR) writes differently from a language's glossary: time
// zones, keyed by IANA zone, and countries, keyed by region code. The formatting code writes
// these instead of the browser's. Each table mirrors its glossary's (docs/glossary/zh.md, "Names
// the page writes from the browser's data"), and a test holds the two to the same names.
import type { Locale } from "~/i18n/locales";

type Names = {
  /** Long zone names. Only zones without daylight saving: one name the whole year. */
  zones: Readonly<Record<string, string>>;
  regions: Readonly<Record<string, string>>;
};

export const glossaryNames: Partial<Record<Locale, Names>> = {
  zh: {
    zones: {
      "Asia/Dubai": "波斯灣標準時間",
      "Asia/Muscat": "波斯灣標準時間",
      "Asia/Taipei": "臺北標準時間",
    },
    regions: { TW: "臺灣" },
  },
};

/** A time zone's long name as the language's glossary writes it, if it differs from CLDR's. */
export function glossaryZoneName(locale: Locale, timeZone: string): string | undefined {
  return glossaryNames[locale]?.zones[timeZone];
}

/** A country's name in the language ("臺灣"): the glossary's, else the browser's. */
export function regionName(locale: Locale, code: string, names: Intl.DisplayNames): string {
  return glossaryNames[locale]?.regions[code] ?? names.of(code)!;
}
