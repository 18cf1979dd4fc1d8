import { useSyncExternalStore } from "react";
import { useTranslations } from "use-intl";

import { site } from "~/content/site";

import type { Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import {
  clockFormat,
  dayIn,
  firstAndLastDay,
  hoursRange,
  officeState,
  offsetMinutes,
  weekdayFormat,
  zoneName,
  type OfficeHours,
} from "~/content/office-hours";

const subscribeToNothing = () => () => {};

/**
 * The office hours in the visitor's time zone, and whether the office is open now: empty in the
 * prerendered page, in a box of the height they will take, and drawn once hydrated. The hours
 * are the site's, in the island's code: as props they would cost every page showing them bytes.
 * In a narrow column its box is taller: the column says so (`OfficeHours`), not a prop.
 */
export function YourHours() {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return (
    <div
      data-slot="your-hours"
      className="mt-2 min-h-[calc(6lh+0.25rem)] text-sm text-muted-foreground md:min-h-[calc(4lh+0.25rem)]"
    >
      {inBrowser && <HoursInYourZone hours={site.hours} />}
    </div>
  );
}

function HoursInYourZone({ hours }: { hours: OfficeHours }) {
  const t = useTranslations();
  const locale = useLocale();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { hours: yours, state } = hoursInZone(t, locale, hours, zone, new Date());
  return (
    <>
      <p>{yours}</p>
      <p className="mt-1 font-medium text-foreground">{state}</p>
    </>
  );
}

/**
 * The office hours as a visitor in `zone` reads them at `now`: "In your time zone, …: Monday to
 * Friday, 13:00–22:00." (or "That is your time zone too."), and whether the office is open. Hours
 * that cross the visitor's midnight say the days once and the hours once: "Sunday to Thursday,
 * 21:00 to 06:00 the next day".
 */
export function hoursInZone(
  t: ReturnType<typeof useTranslations<never>>,
  locale: Locale,
  hours: OfficeHours,
  zone: string,
  now: Date,
): { hours: string; state: string } {
  const clock = clockFormat(locale, zone);
  const weekday = weekdayFormat(locale, zone);

  const sameZone = offsetMinutes(zone, now) === offsetMinutes(hours.timeZone, now);
  const { first, last } = firstAndLastDay(hours, now);
  const withinADay =
    dayIn(zone, first.opens) === dayIn(zone, first.closes) &&
    dayIn(zone, last.opens) === dayIn(zone, last.closes);
  const yours = t("hours.week", {
    days: t("hours.dayRange", {
      first: weekday.format(first.opens),
      last: weekday.format(last.opens),
    }),
    hours: withinADay
      ? hoursRange(clock, first.opens, first.closes)
      : t("hours.overnight", {
          opens: clock.format(first.opens),
          closes: clock.format(first.closes),
        }),
  });
  const state = officeState(hours, now);
  const { name, offset } = zoneName(locale, zone, now);
  return {
    hours: sameZone
      ? t("hours.sameZone")
      : t("hours.yours", {
          zone: name ? t("hours.zone", { name, offset }) : offset,
          hours: yours,
        }),
    state: state.open
      ? t("hours.openNow", { time: clock.format(state.closes) })
      : t("hours.closedNow", {
          day: weekday.format(state.opens),
          time: clock.format(state.opens),
        }),
  };
}
