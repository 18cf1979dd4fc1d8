import { Suspense, useRef } from "react";
import { useTranslations } from "use-intl";

import type { OfficeHoursLine } from "~/content/localize";
import { site } from "~/content/site";
import { drawnLater } from "~/delivery";
import { useNearView } from "~/delivery/page";
import { cn } from "~/lib/cn";

// The hours in the visitor's own time zone: worked out in their browser, after the page is drawn,
// once they come near the view (the browser's first date format with a time zone costs some 60 ms
// of a phone's main thread, with the whole stylesheet applied for them).
const yourHours = drawnLater(() => import("~/components/later/your-hours"));

/**
 * The office's working days and hours in its own zone, as prerendered; under them, once the page
 * is running and they come near the view, the same hours in the visitor's zone and whether the
 * office is open now. Their space is kept in the prerendered page, so nothing moves when they
 * arrive.
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
  const slot = useRef<HTMLDivElement>(null);
  // False in the prerendered page and while it hydrates.
  const near = useNearView(slot);
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
      <div
        ref={slot}
        data-slot="your-hours"
        className={cn(
          "mt-2 min-h-[calc(6lh+0.25rem)] text-sm text-muted-foreground md:min-h-[calc(4lh+0.25rem)]",
          narrow && "lg:min-h-[calc(7lh+0.25rem)]",
        )}
      >
        {near && (
          <Suspense fallback={null}>
            <yourHours.Component hours={site.hours} />
          </Suspense>
        )}
      </div>
    </>
  );
}
