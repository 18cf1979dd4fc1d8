// The office's working hours, read in any time zone: the line every page prerenders in the
// office's own zone, and, in the visitor's browser, the same hours in theirs with whether the
// office is open now. Weekdays are the schema's names, Monday first.
import { glossaryZoneName } from "./glossary-names.ts";
import { formatLocale, type Locale } from "../i18n/locales.ts";

export type OfficeHours = {
  days: readonly Weekday[];
  /** "09:00", 24-hour, in `timeZone`. */
  opens: string;
  closes: string;
  timeZone: string;
};

/** The days of the week, Monday first, as the office hours in `site.json` name them. */
export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * One formatter per zone that names its offset: making one loads the zone's rules and costs far
 * more than using it, and the hours take some twenty readings of two zones.
 */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in minutes (+240 for Asia/Dubai). */
export function offsetMinutes(timeZone: string, instant: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((p) => p.type === "timeZoneName")!.value;
  const [, sign, hours, minutes] = /GMT(?:([+-])(\d{2}):?(\d{2})?)?/.exec(name) ?? [];
  if (!sign) return 0;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0));
}

/** `instant` moved by the zone's offset: its UTC fields read the wall clock in `timeZone`. */
const onWallClock = (timeZone: string, instant: Date) =>
  new Date(instant.getTime() + offsetMinutes(timeZone, instant) * 60_000);

/** The calendar day of `instant` in `timeZone` ("2026-11-30"), to tell whether two instants share one. */
export function dayIn(timeZone: string, instant: Date): string {
  return onWallClock(timeZone, instant).toISOString().slice(0, 10);
}

/** The weekday (0 = Monday) and minute of the day at `instant` in `timeZone`. */
function wallClock(timeZone: string, instant: Date): { day: number; minute: number } {
  const local = onWallClock(timeZone, instant);
  return {
    day: (local.getUTCDay() + 6) % 7,
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The instant `days` days after `instant`'s day in `timeZone`, at `clock` there. */
function at(timeZone: string, instant: Date, days: number, clock: string): Date {
  const offset = offsetMinutes(timeZone, instant);
  const local = new Date(instant.getTime() + offset * 60_000);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days);
  const guess = midnight + minutesOf(clock) * 60_000;
  // The offset of the day asked for, in case the zone changes its clocks in between.
  return new Date(guess - offsetMinutes(timeZone, new Date(guess - offset * 60_000)) * 60_000);
}

/** One working day's opening and closing, on the first working day of the week of `instant`. */
export function firstAndLastDay(hours: OfficeHours, instant: Date) {
  const today = wallClock(hours.timeZone, instant).day;
  const day = (weekday: Weekday) => {
    const offset = weekdays.indexOf(weekday) - today;
    return {
      opens: at(hours.timeZone, instant, offset, hours.opens),
      closes: at(hours.timeZone, instant, offset, hours.closes),
    };
  };
  return { first: day(hours.days[0]!), last: day(hours.days.at(-1)!) };
}

export type OfficeState = { open: true; closes: Date } | { open: false; opens: Date };

/** Whether the office is open at `instant`, and when that changes. */
export function officeState(hours: OfficeHours, instant: Date): OfficeState {
  const { day, minute } = wallClock(hours.timeZone, instant);
  const working = (d: number) => hours.days.includes(weekdays[d % 7]!);
  if (working(day) && minute >= minutesOf(hours.opens) && minute < minutesOf(hours.closes))
    return { open: true, closes: at(hours.timeZone, instant, 0, hours.closes) };
  for (let ahead = 0; ahead <= 7; ahead++) {
    if (!working(day + ahead)) continue;
    if (ahead === 0 && minute >= minutesOf(hours.opens)) continue;
    return { open: false, opens: at(hours.timeZone, instant, ahead, hours.opens) };
  }
  throw new Error("office hours name no working day");
}

/** The weekday names as the language writes them in a list of hours (zh: 週一, as the site does). */
export function weekdayFormat(locale: Locale, timeZone: string) {
  return new Intl.DateTimeFormat(formatLocale(locale), {
    weekday: locale === "zh" ? "short" : "long",
    timeZone,
  });
}

/** Hours and minutes, 24-hour, as the language writes them. */
export function clockFormat(locale: Locale, timeZone: string) {
  return new Intl.DateTimeFormat(formatLocale(locale), {
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
}

/**
 * A time zone's name in the language and its offset: "Gulf Standard Time", "UTC+4". Where the
 * language has no name for the zone, only an offset ("GMT+03:00"), the name is left out. Where its
 * glossary names the zone otherwise (臺北標準時間, not CLDR's 台北標準時間), the glossary's name.
 */
export function zoneName(
  locale: Locale,
  timeZone: string,
  at: Date,
): { name: string | null; offset: string } {
  const part = (tag: string, timeZoneName: "long" | "shortOffset") =>
    new Intl.DateTimeFormat(tag, { timeZoneName, timeZone })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")!.value;
  const offset = part("en", "shortOffset").replace("GMT", "UTC").replace("-", "\u2212");
  const name = glossaryZoneName(locale, timeZone, part(formatLocale(locale), "long"));
  return {
    name: /\d/.test(name) ? null : name,
    offset: offset === "UTC" ? "UTC+0" : offset,
  };
}

/**
 * The office's working days, hours and zone in its own zone, in the week of `at`: the parts of the
 * line every page prints ("Monday to Friday, 09:00–18:00, Gulf Standard Time (UTC+4)").
 */
export function officeHoursParts(locale: Locale, hours: OfficeHours, at: Date) {
  const week = firstAndLastDay(hours, at);
  const days = weekdayFormat(locale, hours.timeZone);
  return {
    firstDay: days.format(week.first.opens),
    lastDay: days.format(week.last.opens),
    hours: hoursRange(clockFormat(locale, hours.timeZone), week.first.opens, week.first.closes),
    zone: zoneName(locale, hours.timeZone, week.first.opens),
  };
}

/**
 * Opening to closing, as the language writes the clock: "09:00–18:00"; Arabic writes a span in
 * words, «من 09:00 إلى 18:00» (docs/glossary/ar.md). The formatter knows its language.
 */
export function hoursRange(clock: Intl.DateTimeFormat, opens: Date, closes: Date): string {
  const [from, to] = [clock.format(opens), clock.format(closes)];
  return clock.resolvedOptions().locale.startsWith("ar") ? `من ${from} إلى ${to}` : `${from}–${to}`;
}

/** The words the office hours line is written with: a translator of the `hours` messages. */
type HoursWords = (
  key: "hours.office" | "hours.dayRange" | "hours.zone",
  values: Record<string, string>,
) => string;

/**
 * The office hours line itself, in one sentence, as the pages, the request confirmation and the
 * buyer's copy all print it: "Monday to Friday, 09:00–18:00, Gulf Standard Time (UTC+4)".
 */
export function officeHoursText(
  t: HoursWords,
  line: Pick<ReturnType<typeof officeHoursParts>, "firstDay" | "lastDay" | "hours" | "zone">,
): string {
  return t("hours.office", {
    days: t("hours.dayRange", { first: line.firstDay, last: line.lastDay }),
    hours: line.hours,
    zone: line.zone.name
      ? t("hours.zone", { ...line.zone, name: line.zone.name })
      : line.zone.offset,
  });
}
