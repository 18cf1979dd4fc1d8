import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";

import ar from "~/i18n/messages/ar";
import en from "~/i18n/messages/en";

import { officeHoursLine } from "./localize";
import {
  clockFormat,
  dayIn,
  firstAndLastDay,
  hoursRange,
  offsetMinutes,
  officeState,
  weekdayFormat,
  type OfficeHours,
} from "./office-hours";
import { site } from "./site";

const hours: OfficeHours = {
  days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
  opens: "09:00",
  closes: "18:00",
  timeZone: "Asia/Dubai",
};

describe("office hours", () => {
  it("read the zone's offset, daylight saving included", () => {
    expect(offsetMinutes("Asia/Dubai", new Date("2026-11-27T12:00:00Z"))).toBe(240);
    expect(offsetMinutes("America/Bogota", new Date("2026-11-27T12:00:00Z"))).toBe(-300);
    expect(offsetMinutes("Europe/Madrid", new Date("2026-07-01T12:00:00Z"))).toBe(120);
  });

  it("tell the calendar day in a zone, which the same instant can differ by", () => {
    const instant = new Date("2026-11-27T06:00:00Z");
    expect(dayIn("Asia/Dubai", instant)).toBe("2026-11-27");
    expect(dayIn("America/Los_Angeles", instant)).toBe("2026-11-26");
    // Either side of midnight in Madrid on its last day of summer time (UTC+2).
    expect(dayIn("Europe/Madrid", new Date("2026-10-24T21:59:00Z"))).toBe("2026-10-24");
    expect(dayIn("Europe/Madrid", new Date("2026-10-24T22:00:00Z"))).toBe("2026-10-25");
  });

  it("are open on a working day between opening and closing, Dubai time", () => {
    // Friday 27 November 2026, 10:00 in Dubai.
    expect(officeState(hours, new Date("2026-11-27T06:00:00Z"))).toEqual({
      open: true,
      closes: new Date("2026-11-27T14:00:00Z"),
    });
  });

  it("open next on Monday morning when it is Friday evening or the weekend", () => {
    const monday9 = new Date("2026-11-30T05:00:00Z");
    expect(officeState(hours, new Date("2026-11-27T15:00:00Z"))).toEqual({
      open: false,
      opens: monday9,
    });
    expect(officeState(hours, new Date("2026-11-29T10:00:00Z"))).toEqual({
      open: false,
      opens: monday9,
    });
  });

  it("open the same morning before nine", () => {
    expect(officeState(hours, new Date("2026-11-30T03:00:00Z"))).toEqual({
      open: false,
      opens: new Date("2026-11-30T05:00:00Z"),
    });
  });

  it("give the week's first and last working day as instants", () => {
    const { first, last } = firstAndLastDay(hours, new Date("2026-11-25T08:00:00Z"));
    expect(first.opens).toEqual(new Date("2026-11-23T05:00:00Z"));
    expect(last.closes).toEqual(new Date("2026-11-27T14:00:00Z"));
  });
});

describe("the office's hours as the site writes them", () => {
  const { timeZone, opens, closes } = site.hours;
  const week = firstAndLastDay(site.hours, new Date("2026-11-25T08:00:00Z"));
  const t = {
    en: createTranslator({ locale: "en", messages: en }),
    ar: createTranslator({ locale: "ar-AE", messages: ar }),
  };

  it("write the span with a dash in English and in words in Arabic, from site.json", () => {
    const span = (locale: "en" | "ar") =>
      hoursRange(clockFormat(locale, timeZone), week.first.opens, week.first.closes);
    expect(span("en")).toBe(`${opens}–${closes}`);
    expect(span("ar")).toBe(`من ${opens} إلى ${closes}`);
  });

  it("give the Arabic office line with its days, its hours in words and its zone", () => {
    const line = officeHoursLine("ar");
    const text = t.ar("hours.office", {
      days: t.ar("hours.dayRange", { first: line.firstDay, last: line.lastDay }),
      hours: line.hours,
      zone: line.zone.name
        ? t.ar("hours.zone", { ...line.zone, name: line.zone.name })
        : line.zone.offset,
    });
    expect(text).toMatch(new RegExp(`^من \\S+ إلى \\S+، من ${opens} إلى ${closes} حسب `));
    expect(text).not.toContain("–");
  });

  it("say when the office opens with the day and the time apart, «الساعة» before the time", () => {
    // Friday 27 November 2026, 20:00 in the office: after closing, the next opening is a new day.
    const state = officeState(site.hours, new Date("2026-11-27T16:00:00Z"));
    expect(state.open).toBe(false);
    const at = state.open ? state.closes : state.opens;
    const when = (locale: "en" | "ar") => ({
      day: weekdayFormat(locale, timeZone).format(at),
      time: clockFormat(locale, timeZone).format(at),
    });
    expect(t.ar("hours.closedNow", when("ar"))).toBe(
      `مغلق الآن، ونفتح يوم ${when("ar").day} الساعة ${opens} بتوقيتك.`,
    );
    expect(t.en("hours.closedNow", when("en"))).toBe(
      `Closed now: we open ${when("en").day} ${opens} your time.`,
    );
  });
});
