import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { ParsedEnd } from "~/components/ui/parsed-end";
import { bookingUrl } from "~/content/site";
import { cn } from "~/lib/cn";

import { BOOKING_BUTTON_ID } from "./booking-intent.behaviour";

/**
 * "Let's Talk!": a real link to the public booking page, so it works without JavaScript and when
 * the Cal.com embed is blocked. The page's module (./booking-intent.behaviour.ts) opens the booking in a
 * modal over the page instead: it loads the embed at the first hover, focus or touch. Nothing is
 * requested from Cal.com before the visitor shows intent.
 */
export function BookingButton() {
  const t = useTranslations();
  return (
    <a
      id={BOOKING_BUTTON_ID}
      href={bookingUrl}
      target="_blank"
      rel="noopener"
      aria-label={t("booking.label")}
      className={cn(
        buttonVariants({ size: "lg" }),
        "fixed end-4 bottom-4 z-30 shadow-lg shadow-brand-500/30 sm:end-6 sm:bottom-6",
        // Fixed to the end, the button's start edge follows its width: shown whole, since a paint
        // made mid-parse could show it before its label and the label would push it sideways.
        "parsing:invisible",
      )}
    >
      <Icon name="calendar-days" className="size-5" />
      {t("booking.letsTalk")}
      <ParsedEnd />
    </a>
  );
}
