// The one list of languages. Routes, prerendering, the language selector, hreflang, the message
// bundles, the brand cards and the checks over every language are all derived from it: a new
// language is its entry here, its messages file, its glossary and its brand card
// (app/i18n/locale-files.ts).
const shippedLocales = ["en", "ar", "zh", "es"] as const;
export type Locale = (typeof shippedLocales)[number];

export const defaultLocale: Locale = "en";

type LocaleInfo = {
  /** URL prefix without slashes; the default language has none. */
  prefix: string;
  /** BCP 47 tag for `<html lang>`, hreflang and `lang` attributes. */
  htmlLang: string;
  /** The language's name in its own script, as the selector shows it. */
  label: string;
  /** Open Graph locale (`language_TERRITORY`). */
  ogLocale: string;
  /** The reading direction, for `<html dir>` and an element in another language's `dir`. */
  dir: "ltr" | "rtl";
  /**
   * The locale numbers and dates are formatted in, where it differs from `htmlLang`: Arabic as
   * the Emirates write it (`ar-AE`: Western digits, Gregorian months in Arabic).
   */
  formatLocale?: string;
};

const shippedInfo = {
  en: { prefix: "", htmlLang: "en", label: "English", ogLocale: "en_US", dir: "ltr" },
  ar: {
    prefix: "ar",
    htmlLang: "ar",
    label: "العربية",
    ogLocale: "ar_AE",
    dir: "rtl",
    formatLocale: "ar-AE",
  },
  zh: { prefix: "zh", htmlLang: "zh-Hant", label: "繁體中文", ogLocale: "zh_TW", dir: "ltr" },
  es: { prefix: "es", htmlLang: "es", label: "Español", ogLocale: "es_LA", dir: "ltr" },
} as const satisfies Record<Locale, LocaleInfo>;

/**
 * A language made for the tests and never shipped: `SITE_TEST_LOCALE=fr` builds the site with
 * French added, its messages and brand card taken from tests/fixtures/locale/, and every content
 * entry falling back to English. It proves that a language needs nothing but its entry here and
 * its own files. The type `Locale` names the shipped languages only: code that needs every
 * language iterates `locales`, which includes it.
 */
const testLocales = {
  fr: { prefix: "fr", htmlLang: "fr", label: "Français", ogLocale: "fr_FR", dir: "ltr" },
} as const satisfies Record<string, LocaleInfo>;

/** The test language this process runs with, if any (Vite passes the variable to the pages). */
export const testLocale = testLocaleFrom(
  import.meta.env?.SITE_TEST_LOCALE ?? globalThis.process?.env.SITE_TEST_LOCALE,
);

function testLocaleFrom(name: string | undefined): Locale | undefined {
  if (!name) return undefined;
  if (!Object.hasOwn(testLocales, name)) {
    throw new Error(
      `SITE_TEST_LOCALE "${name}": expected one of ${Object.keys(testLocales).join(", ")}`,
    );
  }
  return name as Locale;
}

/** Every language of this build, in the site's order: the shipped ones, then the test one. */
export const locales: readonly Locale[] = testLocale
  ? [...shippedLocales, testLocale]
  : shippedLocales;

/** Each language's prefix, tags, label and direction. */
export const localeInfo: Readonly<Record<Locale, LocaleInfo>> = testLocale
  ? { ...shippedInfo, [testLocale]: testLocales[testLocale as keyof typeof testLocales] }
  : shippedInfo;

/** The locale a language's numbers, dates and plurals are formatted in. */
export function formatLocale(locale: Locale): string {
  const info = localeInfo[locale];
  return info.formatLocale ?? info.htmlLang;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * The path a request is for, as pages link to it: without React Router's data suffix
 * (`/zh.data`, `/_.data`) and without a trailing slash (prerendering renders `/projects/`).
 */
export function pagePath(pathname: string): string {
  const path = pathname.replace(/(\/_)?\.data$/, "").replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The language a path belongs to, from its first segment. */
export function localeFromPathname(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return (
    locales.find((l) => localeInfo[l].prefix !== "" && localeInfo[l].prefix === first) ??
    defaultLocale
  );
}

/** The language whose `lang` tag is `tag` (`<html lang>`, a link's `hreflang`), on the client. */
export function localeFromHtmlLang(tag: string): Locale {
  return locales.find((l) => localeInfo[l].htmlLang === tag) ?? defaultLocale;
}

/** The path without its language prefix: `/zh/projects` becomes `/projects`. */
export function stripLocale(pathname: string): string {
  const { prefix } = localeInfo[localeFromPathname(pathname)];
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same path in another language: `("/projects/x", "zh")` gives `/zh/projects/x`. */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = localeInfo[locale];
  if (!prefix) return path;
  if (path === "/") return `/${prefix}`;
  if (path.startsWith("/#")) return `/${prefix}${path.slice(1)}`;
  return `/${prefix}${path}`;
}
