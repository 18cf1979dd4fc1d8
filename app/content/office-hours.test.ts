import { describe, expect, it } from "vitest";

import {
  dayIn,
  firstAndLastDay,
  offsetMinutes,
  officeState,
  type OfficeHours,
} from "./office-hours";

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
