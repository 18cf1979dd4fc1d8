// The text the code puts together around the translations, computed from what a language's
// glossary gives ("What the code writes"): each rule takes the glossary's given value and returns
// what the page writes. The glossary's tables are held to these by a unit test, and the same
// rules feed the variety checks, so generated text meets the words and punctuation rules too.
import { createTranslator } from "use-intl";

import { hoursInZone } from "~/components/page/your-hours";
import { roleCard } from "~/content/localize";
import { isRoleId } from "~/content/careers";
import { site } from "~/content/site";
import { plannerPage } from "~/content/localize";
import { applicationMailto, buildMail, parseMailto, type MailWords } from "~/mail/mailto";
import { computePlan } from "~/planner/plan";
import { planMessage } from "~/planner/plan-message";

import {
  formatAed,
  formatAedAmount,
  formatFigure,
  formatSar,
  formatUsd,
  formatWeeks,
} from "./format-number";
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

const mailWords = (locale: Locale, messages: Messages) =>
  createTranslator({
    locale: formatLocale(locale),
    messages,
    namespace: "contact.mail",
  }) as unknown as MailWords;

type Rule = (given: string, locale: Locale, messages: Messages) => string;

export const generatedText = {
  /** A price range in dirhams. */
  price: (given, locale) => formatAed(locale, range(given)),
  /** The same range in US dollars at the fixed rate. */
  "price in dollars": (given, locale) => formatUsd(locale, range(given)),
  /** The same range in Saudi riyals at the two fixed rates. */
  "price in riyals": (given, locale) => formatSar(locale, range(given)),
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
    const request = { name: given, email: "a@example.com", company: "", message: "" };
    return buildMail(site.email, request, mailWords(locale, messages), "").subject;
  },
} satisfies Record<string, Rule>;

export type GeneratedTextRule = keyof typeof generatedText;

/**
 * What the code writes in a language beyond the glossary's examples, for the checks every text
 * meets (the variety's avoided words, its punctuation): the office hours as a visitor in each of
 * the browser's time zones reads them, the message of the largest plan, and both mails.
 */
export function generatedSamples(
  locale: Locale,
  messages: Messages,
): { field: string; text: string }[] {
  const t = createTranslator({ locale: formatLocale(locale), messages });
  const at = new Date("2026-01-14T10:00:00Z");
  const hours = Intl.supportedValuesOf("timeZone").flatMap((zone) => {
    const { hours: line, state } = hoursInZone(t, locale, site.hours, zone, at);
    return [
      { field: `hours in ${zone}`, text: line },
      { field: `open or closed in ${zone}`, text: state },
    ];
  });

  const { model, labels } = plannerPage(locale);
  const choice = {
    build: model.platforms.map((p) => p.id),
    scope: model.defaultScope,
    needs: model.needs.map((n) => n.id),
    within: 3,
  };
  const plan = computePlan(model, choice)!;
  const message = planMessage(
    createTranslator({ locale: formatLocale(locale), messages, namespace: "planner.message" }),
    {
      build: labels.platforms,
      scope: labels.scopes.find((_, i) => model.scopes[i]!.id === choice.scope)!.label,
      needs: labels.needs,
      when: t("planner.within", { count: choice.within }),
      range: {
        first: formatAed(locale, plan.total),
        second: formatSar(locale, plan.total),
        third: formatUsd(locale, plan.total),
        weeks: formatWeeks(locale, plan.weeks),
      },
      url: `${site.baseUrl}/project-planner`,
    },
  );

  const words = mailWords(locale, messages);
  const request = { name: "Lucía", email: "lucia@example.com", company: "", message: "Hola" };
  const mail = buildMail(site.email, request, words, t("contact.pastePlaceholder"));
  const application = parseMailto(applicationMailto(site.email, null, words));
  return [
    ...hours,
    ...message.split("\n").map((text, i) => ({ field: `plan message, line ${i + 1}`, text })),
    { field: "mail subject", text: mail.subject },
    ...mail.text.split("\r\n").map((text, i) => ({ field: `mail, line ${i + 1}`, text })),
    { field: "application subject", text: application.subject },
    ...application.body
      .split("\r\n")
      .map((text, i) => ({ field: `application, line ${i + 1}`, text })),
  ].filter((t) => t.text.trim() !== "");
}
