// Names the browser's locale data (CLDR) writes differently from a language's glossary: time
// zones, keyed by IANA zone, and countries, keyed by region code, and in Arabic words it mends in
// any zone's name. The formatting code writes these instead of the browser's. Each table mirrors
// its glossary's (docs/glossary/<language>.md, "Names the page writes from the browser's data"),
// and a test holds the two to the same names.
import type { Locale } from "../i18n/locales.ts";

type Names = {
  /** Long zone names. Only zones without daylight saving: one name the whole year. */
  zones: Readonly<Record<string, string>>;
  regions: Readonly<Record<string, string>>;
  /** Words of the browser's zone names written otherwise, in every zone's name. */
  words: Readonly<Record<string, string>>;
};

export const glossaryNames: Partial<Record<Locale, Names>> = {
  ar: {
    zones: {
      "Asia/Dubai": "توقيت الخليج القياسي",
      "Asia/Muscat": "توقيت الخليج القياسي",
      "Asia/Riyadh": "توقيت السعودية",
      "Asia/Kuwait": "توقيت الكويت",
      "Asia/Qatar": "توقيت قطر",
      "Asia/Bahrain": "توقيت البحرين",
      "Asia/Baghdad": "توقيت العراق",
      "Asia/Aden": "توقيت اليمن",
    },
    regions: {},
    words: { الرسمي: "القياسي", غرينتش: "جرينتش", الهادي: "الهادئ" },
  },
  zh: {
    zones: {
      "Asia/Dubai": "波斯灣標準時間",
      "Asia/Muscat": "波斯灣標準時間",
      "Asia/Taipei": "臺北標準時間",
    },
    regions: { TW: "臺灣" },
    words: {},
  },
  es: {
    zones: {
      "America/Mexico_City": "hora del centro de México",
      "America/Monterrey": "hora del centro de México",
      "America/Merida": "hora del centro de México",
      "America/Bahia_Banderas": "hora del centro de México",
      "America/Chihuahua": "hora del centro de México",
      "America/Guatemala": "hora de Guatemala",
      "America/El_Salvador": "hora de El Salvador",
      "America/Tegucigalpa": "hora de Honduras",
      "America/Costa_Rica": "hora de Costa Rica",
      "America/Panama": "hora de Panamá",
      "America/Bogota": "hora de Colombia",
      "America/Lima": "hora de Perú",
      "America/Argentina/Buenos_Aires": "hora de Argentina",
      "America/Montevideo": "hora de Uruguay",
      "America/Santo_Domingo": "hora de República Dominicana",
    },
    regions: {},
    words: {},
  },
};

/**
 * A time zone's long name as the language's glossary writes it: its own name for the zone, else
 * the browser's `name` with the words the glossary mends.
 */
export function glossaryZoneName(locale: Locale, timeZone: string, name: string): string {
  const names = glossaryNames[locale];
  if (!names) return name;
  return (
    names.zones[timeZone] ??
    Object.entries(names.words).reduce((text, [from, to]) => text.replaceAll(from, to), name)
  );
}

/** A country's name in the language ("臺灣"): the glossary's, else the browser's. */
export function regionName(locale: Locale, code: string, names: Intl.DisplayNames): string {
  return glossaryNames[locale]?.regions[code] ?? names.of(code)!;
}
