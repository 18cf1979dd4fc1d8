import { CalendarDays } from "lucide";

import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, type MouseEvent } from "react";
import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { bookingUrl, site } from "~/content/site";
import { cn } from "~/lib/cn";
import { ParsedEnd } from "~/components/ui/parsed-end";

import type { BookingEmbed } from "./booking-embed";

/** How long a click waits for an embed that is still loading before opening the booking page instead. */
const EMBED_WAIT_MS = 3000;

/**
 * "Let's Talk!": a real link to the public booking page, so it works without JavaScript and when
 * the Cal.com embed is blocked. An island hydrated on intent: the first hover, focus or touch
 * hydrates it, and it loads the embed and preloads the booking at once; a click then opens it in
 * a modal over the page (a click before it has loaded makes the button pulse until it has).
 * Nothing is requested from Cal.com before the visitor shows intent.
 */
export function BookingButton() {
  const t = useTranslations();
  const embed = useRef<Promise<BookingEmbed | null> | null>(null);
  const ready = useRef<BookingEmbed | null>(null);

  const prepare = () => {
    embed.current ??= import("./booking-embed")
      .then((m) => m.loadBookingEmbed(site.booking.calLink))
      .then((loaded) => (ready.current = loaded))
      .catch(() => null);
    return embed.current;
  };

  // Hydrated on the visitor's intent: the embed starts loading then.
  useEffect(() => void prepare(), []);

  const handleClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (ready.current) return ready.current.open();
    // Still loading (a tap comes a moment after the touch that started it): show at once that the
    // booking is opening, give it a moment, then fall back to the booking page. A second tap in
    // that moment is the same request, not another modal.
    const button = event.currentTarget;
    if (button.ariaBusy) return;
    button.ariaBusy = "true";
    const loaded = await Promise.race([
      prepare(),
      new Promise<undefined>((resolve) => setTimeout(resolve, EMBED_WAIT_MS)),
    ]);
    button.ariaBusy = null;
    if (loaded) loaded.open();
    else window.open(bookingUrl, "_blank", "noopener");
  };

  return (
    <a
      href={bookingUrl}
      target="_blank"
      rel="noopener"
      aria-label={t("booking.label")}
      onClick={handleClick}
      className={cn(
        buttonVariants({ size: "lg" }),
        "fixed end-4 bottom-4 z-30 shadow-lg shadow-brand-500/30 sm:end-6 sm:bottom-6",
        // Fixed to the end, the button's start edge follows its width: shown whole, since a paint
        // made mid-parse could show it before its label and the label would push it sideways.
        "parsing:invisible",
      )}
    >
      <Icon icon={CalendarDays} className="size-5" />
      {t("booking.letsTalk")}
      <ParsedEnd />
    </a>
  );
}
