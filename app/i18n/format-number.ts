// Figures as each language writes them: the results of the case studies, prices and durations.
// Formatted at build time, so the browser carries no number formatting code for them. Spanish
// follows its glossary (docs/glossary/es.md): decimal comma, groups of three separated by a
// no-break space from five digits, the percent sign attached, and the currency's code before the
// amount as Latin American prices write it («AED 25 000–45 000»). Arabic follows its own
// (docs/glossary/ar.md): a range in words, «من 2 إلى 4 أسابيع», «بين 25% و35%», and a price with
// its currency after the number, in words, «من 25,000 إلى 45,000 درهم».
import type { OutcomeUnit } from "./outcome-units";

import { formatLocale, type Locale } from "./locales";

/** AED per US dollar: the dirham's fixed rate, set by the Central Bank of the UAE since 1997. */
export const AED_PER_USD = 3.6725;
/** SAR per US dollar: the riyal's fixed rate, set by the Saudi Central Bank since 1986. */
export const SAR_PER_USD = 3.75;

const MINUS = "\u2212";

function spanishTypography(text: string): string {
  return text.replace(/(\d)\.(?=\d{3}\b)/g, "$1\u00a0").replace(/\s%/g, "%");
}

/**
 * A Spanish range whose other end has five digits or more groups a four-digit end too, as the
 * Ortografía allows beside larger numbers: «7 000–12 000 USD» (no-break spaces), not «7000–12 000 USD».
 */
function spanishRange(text: string): string {
  const typeset = spanishTypography(text);
  if (!/\d\u00a0\d{3}/.test(typeset)) return typeset;
  return typeset.replace(/(?<![\d,\u00a0])(\d)(\d{3})(?![\d,\u00a0])/g, "$1\u00a0$2");
}

/**
 * Spain's locale data writes the code after the amount («25 000 AED»); Latin American prices lead
 * with it («AED 25 000»), as the other languages' do.
 */
const codeFirst = (text: string) => text.replace(/^(.*\d)\s(AED|SAR|USD)$/u, "$2\u00a0$1");

function format(locale: Locale, value: number, options: Intl.NumberFormatOptions): string {
  const text = new Intl.NumberFormat(formatLocale(locale), options).format(value);
  return (locale === "es" ? codeFirst(spanishTypography(text)) : text).replace("-", MINUS);
}

function formatRange(
  locale: Locale,
  from: number,
  to: number,
  options: Intl.NumberFormatOptions,
): string {
  if (locale === "ar") return arabicRange(from, to, options);
  const text = new Intl.NumberFormat(formatLocale(locale), options)
    .formatRange(from, to)
    // A range takes an en dash and no spaces in the glossaries that use one; some locales' data
    // has a hyphen, or spaces around the dash ("15% – 25%").
    .replace(/([\d%])\s?[-–]\s?(?=\S*\d)/u, "$1–")
    // A share is written once, after the range: "15–25%", as the articles write it.
    .replace(/%–/u, "–");
  return locale === "es" ? codeFirst(spanishRange(text)) : text;
}

/**
 * An Arabic range in words, as the glossary writes it: «بين 25% و35%» for shares, otherwise
 * «من 2 إلى 4 أسابيع», the unit once, after the second number and agreeing with it. Where the
 * second number is one or two, the unit alone says it (Arabic writes «أسبوع», «أسبوعان», not
 * «1 أسبوع»), and both ends are words in the genitive: «من أسبوع إلى أسبوعين».
 */
function arabicRange(from: number, to: number, options: Intl.NumberFormatOptions): string {
  const number = (value: number, o: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(formatLocale("ar"), o).format(value).replace("-", MINUS);
  if (options.style === "percent") return `بين ${number(from, options)} و${number(to, options)}`;
  const upper = number(to, options);
  if (options.style === "unit" && !/\d/.test(upper))
    return `من ${genitive(number(from, options))} إلى ${genitive(upper)}`;
  const plain = { maximumFractionDigits: options.maximumFractionDigits };
  return `من ${number(from, plain)} إلى ${upper}`;
}

/** A dual after «من» or «إلى» takes the genitive: «أسبوعان» → «أسبوعين». */
const genitive = (word: string) => word.replace(/ان$/u, "ين");

/**
 * A whole amount in a currency, in words after the number as Arabic counts (CLDR has one form
 * for every number): «45,000 درهم», «150 درهمًا» (11 to 99), «5 دراهم» (3 to 10).
 */
const arabicCurrencies = {
  AED: { other: "درهم", many: "درهمًا", few: "دراهم" },
  SAR: { other: "ريال سعودي", many: "ريالًا سعوديًا", few: "ريالات سعودية" },
  USD: { other: "دولار أمريكي", many: "دولارًا أمريكيًا", few: "دولارات أمريكية" },
} as const;

/** The currency's name after the number `count`, in the form that number takes. */
function arabicCurrencyName(currency: keyof typeof arabicCurrencies, count: number): string {
  const plural = new Intl.PluralRules(formatLocale("ar")).select(count);
  const names = arabicCurrencies[currency];
  return plural === "many" || plural === "few" ? names[plural] : names.other;
}

function arabicAmounts(currency: keyof typeof arabicCurrencies, from: number, to: number): string {
  const range = arabicRange(from, to, { maximumFractionDigits: 0 });
  return `${range} ${arabicCurrencyName(currency, to)}`;
}

const timeUnits = {
  second: "second",
  minute: "minute",
  hour: "hour",
  day: "day",
  week: "week",
  month: "month",
} as const;

function optionsFor(unit: OutcomeUnit): Intl.NumberFormatOptions {
  if (unit === "percent") return { style: "percent", maximumFractionDigits: 1 };
  if (unit === "percent-change")
    return { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" };
  if (unit === "number") return { maximumFractionDigits: 1 };
  return { style: "unit", unit: timeUnits[unit], unitDisplay: "long", maximumFractionDigits: 1 };
}

/** A result's figure: "−72%", "+27%", "89%", "2.1 seconds", "4.8", "2–3 weeks", «من 2 إلى 3 أسابيع». */
export function formatFigure(
  locale: Locale,
  { value, upTo, unit }: { value: number; upTo?: number; unit: OutcomeUnit },
): string {
  const percent = unit === "percent" || unit === "percent-change";
  const scale = (n: number) => (percent ? n / 100 : n);
  const options = optionsFor(unit);
  return upTo === undefined
    ? format(locale, scale(value), options)
    : formatRange(locale, scale(value), scale(upTo), options);
}

/** A number or a range of months: "6 months", "3–9 months", «من 3 إلى 9 أشهر». */
export function formatMonths(
  locale: Locale,
  months: number | { min: number; max: number },
): string {
  return formatSpan(locale, "month", months);
}

/** A range of weeks: "2–4 weeks", «من 2 إلى 4 أسابيع». */
export function formatWeeks(locale: Locale, weeks: { min: number; max: number }): string {
  return formatSpan(locale, "week", weeks);
}

function formatSpan(
  locale: Locale,
  unit: "week" | "month",
  span: number | { min: number; max: number },
): string {
  const options = optionsFor(unit);
  if (typeof span === "number") return format(locale, span, options);
  return span.min === span.max
    ? format(locale, span.min, options)
    : formatRange(locale, span.min, span.max, options);
}

type Range = { min: number; max: number };

/** The currencies a price is shown in, by their ISO codes. */
type CurrencyCode = "AED" | "SAR" | "USD";

/**
 * An amount in dirhams in another currency at the fixed rates (through the dollar, as both are
 * pegged to it), rounded to the thousand; dirhams as they are.
 */
function fromAed(code: CurrencyCode, aed: number): number {
  if (code === "AED") return aed;
  const usd = aed / AED_PER_USD;
  return Math.round((code === "SAR" ? usd * SAR_PER_USD : usd) / 1000) * 1000;
}

/** A range in dirhams, written in `code`: "SAR 26,000–46,000", «من 26,000 إلى 46,000 ريال سعودي». */
function formatIn(code: CurrencyCode, locale: Locale, { min, max }: Range): string {
  const [from, to] = [fromAed(code, min), fromAed(code, max)];
  if (locale === "ar") return arabicAmounts(code, from, to);
  return formatRange(locale, from, to, {
    style: "currency",
    currency: code,
    currencyDisplay: "code",
    maximumFractionDigits: 0,
  });
}

/** A price range in dirhams: "AED 110,000–220,000", «من 110,000 إلى 220,000 درهم». */
export const formatAed = (locale: Locale, range: Range) => formatIn("AED", locale, range);

/** The same range in US dollars: "USD 30,000–60,000", «من 30,000 إلى 60,000 دولار أمريكي». */
export const formatUsd = (locale: Locale, range: Range) => formatIn("USD", locale, range);

/** The same range in Saudi riyals: "SAR 26,000–46,000", «من 26,000 إلى 46,000 ريال سعودي». */
export const formatSar = (locale: Locale, range: Range) => formatIn("SAR", locale, range);

/** A range in dirhams written in each currency a price is shown in (app/currency/). */
export function formatPrices(
  locale: Locale,
  range: Range,
): { aed: string; sar: string; usd: string } {
  return {
    aed: formatAed(locale, range),
    sar: formatSar(locale, range),
    usd: formatUsd(locale, range),
  };
}

/** One amount in dirhams: "AED 56,000", «56,000 درهم». */
export function formatAedAmount(locale: Locale, aed: number): string {
  if (locale === "ar")
    return `${format(locale, aed, { maximumFractionDigits: 0 })} ${arabicCurrencyName("AED", aed)}`;
  return format(locale, aed, {
    style: "currency",
    currency: "AED",
    currencyDisplay: "code",
    maximumFractionDigits: 0,
  });
}

/** A fixed exchange rate as the language writes a decimal: "3.6725", «3,6725». */
export function formatRate(locale: Locale, rate: number): string {
  return format(locale, rate, { maximumFractionDigits: 4 });
}
