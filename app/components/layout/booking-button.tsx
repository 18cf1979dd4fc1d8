import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { DrawnIcon } from "~/components/ui/drawn-icon";
import { ParsedEnd } from "~/components/ui/parsed-end";
import { bookingUrl } from "~/content/site";
import { cn } from "~/lib/cn";

import { BOOKING_BUTTON_ID } from "./booking-intent.behaviour";

/**
 * A real link to the public booking page, in a new tab, so it works without JavaScript and when
 * the Cal.com embed is blocked. The page's module (./booking-intent.behaviour.ts) opens the booking
 * in a modal over the page instead, for the link of each `id` it knows: it loads the embed at the
 * first hover, focus or touch. Nothing is requested from Cal.com before the visitor shows intent.
 */
export function BookingLink({
  id,
  label,
  className,
  children,
}: {
  id: string;
  /** The link's name, saying it opens a new tab. */
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      id={id}
      href={bookingUrl}
      target="_blank"
      rel="noopener"
      aria-label={label}
      className={className}
    >
      {children}
    </a>
  );
}

/** "Let's Talk!", at the inline end of the bottom of every page. */
export function BookingButton() {
  const t = useTranslations();
  return (
    <BookingLink
      id={BOOKING_BUTTON_ID}
      label={t("booking.label")}
      className={cn(
        buttonVariants({ size: "lg" }),
        "fixed end-4 bottom-4 z-30 shadow-lg shadow-brand-500/30 sm:end-6 sm:bottom-6",
        // Fixed to the end, the button's start edge follows its width: shown whole, since a paint
        // made mid-parse could show it before its label and the label would push it sideways.
        "parsing:invisible",
      )}
    >
      <DrawnIcon name="calendar-days" className="size-5" />
      {t("booking.letsTalk")}
      <ParsedEnd />
    </BookingLink>
  );
}
