import { useSyncExternalStore } from "react";
import { useTranslations } from "use-intl";

import { cn } from "~/lib/cn";

import { site } from "~/content/site";

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
 */
export function YourHours({ narrow }: { narrow: boolean }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return (
    <div
      data-slot="your-hours"
      className={cn(
        "mt-2 min-h-[calc(6lh+0.25rem)] text-sm text-muted-foreground md:min-h-[calc(4lh+0.25rem)]",
        narrow && "lg:min-h-[calc(7lh+0.25rem)]",
      )}
    >
      {inBrowser && <HoursInYourZone hours={site.hours} />}
    </div>
  );
}

function HoursInYourZone({ hours }: { hours: OfficeHours }) {
  const t = useTranslations();
  const locale = useLocale();
  const now = new Date();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const clock = clockFormat(locale, zone);
  const weekday = weekdayFormat(locale, zone);
  const when = (instant: Date) => `${weekday.format(instant)} ${clock.format(instant)}`;

  const sameZone = offsetMinutes(zone, now) === offsetMinutes(hours.timeZone, now);
  const { first, last } = firstAndLastDay(hours, now);
  // Within one day of the visitor's ("Monday to Friday, 13:00–22:00"), or across midnight
  // ("Sunday 21:00–Monday 06:00 to Thursday 21:00–Friday 06:00").
  const withinADay =
    dayIn(zone, first.opens) === dayIn(zone, first.closes) &&
    dayIn(zone, last.opens) === dayIn(zone, last.closes);
  const yours = withinADay
    ? t("hours.week", {
        days: t("hours.dayRange", {
          first: weekday.format(first.opens),
          last: weekday.format(last.opens),
        }),
        hours: hoursRange(clock, first.opens, first.closes),
      })
    : t("hours.shiftedRange", {
        first: `${when(first.opens)} – ${when(first.closes)}`,
        last: `${when(last.opens)} – ${when(last.closes)}`,
      });
  const state = officeState(hours, now);
  const { name, offset } = zoneName(locale, zone, now);
  return (
    <>
      <p>
        {sameZone
          ? t("hours.sameZone")
          : t("hours.yours", {
              zone: name ? t("hours.zone", { name, offset }) : offset,
              hours: yours,
            })}
      </p>
      <p className="mt-1 font-medium text-foreground">
        {state.open
          ? t("hours.openNow", { time: clock.format(state.closes) })
          : t("hours.closedNow", {
              day: weekday.format(state.opens),
              time: clock.format(state.opens),
            })}
      </p>
    </>
  );
}
