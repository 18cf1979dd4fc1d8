// The text the code puts together around the translations, computed from what a language's
// glossary gives ("What the code writes"): each rule takes the glossary's given value and returns
// what the page writes. The glossary's tables are held to these by a unit test, and the same
// rules feed the variety checks, so generated text meets the words and punctuation rules too.
import { createTranslator } from "use-intl";

import { hoursInZone } from "~/components/page/your-hours";
import { roleCard } from "~/content/localize";
import { isRoleId } from "~/content/careers";
import { site } from "~/content/site";
import { buildMail, type MailWords } from "~/mail/mailto";

import { formatAed, formatAedAmount, formatFigure, formatUsd, formatWeeks } from "./format-number";
import { formatLocale, type Locale } from "./locales";
import type { Messages } from "./messages/en";
import { inRunningText } from "./running-text";

/** "25000–45000" as its two ends. */
function range(given: string): { min: number; max: number } {
  const [min, max] = given.split(/[–-]/).map(Number);
  if (!Number.isFinite(min) || !Number.isFinite(max)) throw new Error(`not a range: ${given}`);
  return { min: min!, max: max! };
}

/** "America/Mexico_City 2026-01-14T10:00:00Z": a visitor's zone and the instant they read at. */
function zoneAt(given: string): { zone: string; at: Date } {
  const [zone = "", at = ""] = given.split(" ");
  return { zone, at: new Date(at) };
}

type Rule = (given: string, locale: Locale, messages: Messages) => string;

export const generatedText = {
  /** A price range in dirhams. */
  price: (given, locale) => formatAed(locale, range(given)),
  /** The same range in US dollars at the fixed rate. */
  "price in dollars": (given, locale) => formatUsd(locale, range(given)),
  /** One amount in dirhams. */
  amount: (given, locale) => formatAedAmount(locale, Number(given)),
  /** A range of shares, as the planner's table writes what a need adds. */
  "share range": (given, locale) => {
    const { min, max } = range(given);
    return formatFigure(locale, { value: min, upTo: max, unit: "percent" });
  },
  /** A range of weeks. */
  weeks: (given, locale) => formatWeeks(locale, range(given)),
  /** The countries a remote role is open from, given the role's id. */
  "countries of a role": (given, locale) => {
    if (!isRoleId(given)) throw new Error(`no role ${given}`);
    return roleCard(given, locale).countries;
  },
  /** The office hours as a visitor in another zone reads them. */
  "hours in your zone": (given, locale, messages) => {
    const { zone, at } = zoneAt(given);
    const t = createTranslator({ locale: formatLocale(locale), messages });
    return hoursInZone(t, locale, site.hours, zone, at).hours;
  },
  /** A label the visitor chose, inside a sentence of the plan's message. */
  "option in running text": (given) => inRunningText(given),
  /** The subject of the mail the visitor's app opens, given the visitor's name. */
  "mail subject": (given, locale, messages) => {
    const words = createTranslator({
      locale: formatLocale(locale),
      messages,
      namespace: "contact.mail",
    }) as unknown as MailWords;
    const request = { name: given, email: "a@example.com", company: "", message: "" };
    return buildMail(site.email, request, words, "").subject;
  },
} satisfies Record<string, Rule>;

export type GeneratedTextRule = keyof typeof generatedText;
