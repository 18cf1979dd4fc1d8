import { useTranslations } from "use-intl";

import type { OfficeHoursLine } from "~/content/localize";
import { officeHoursText } from "~/content/office-hours";
import YourHours from "./your-hours.island";

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
  const hours = (
    <>
      <p>{officeHoursText(t, line)}</p>
      <YourHours />
    </>
  );
  // The island's box, a line taller where the column is narrow: set here, it needs no props.
  return narrow ? (
    <div className="lg:[&_[data-slot=your-hours]]:min-h-[calc(7lh+0.25rem)]">{hours}</div>
  ) : (
    hours
  );
}
