import { useTranslations } from "use-intl";

import type { OfficeHoursLine } from "~/content/localize";
import YourHours from "~/islands/your-hours";

/**
 * The office's working days and hours in its own zone, as prerendered; under them, once they come
 * near the view, the same hours in the visitor's zone and whether the office is open now (an
 * island: the browser's first date format with a time zone costs some 60 ms of a phone's main
 * thread, worth paying only where it is seen). Their space is kept in the prerendered page, so
 * nothing moves when they arrive.
 */
export function OfficeHours({
  line,
  narrow = false,
}: {
  line: OfficeHoursLine;
  /** In a narrow column on large screens (the contact section's cards), where lines wrap more. */
  narrow?: boolean;
}) {
  const t = useTranslations();
  return (
    <>
      <p>
        {t("hours.office", {
          days: t("hours.dayRange", { first: line.firstDay, last: line.lastDay }),
          hours: line.hours,
          zone: line.zone.name
            ? t("hours.zone", { ...line.zone, name: line.zone.name })
            : line.zone.offset,
        })}
      </p>
      <YourHours narrow={narrow} />
    </>
  );
}
