// A behaviour of the page module (app/entry.client.tsx), run on every page once it has painted.
import { onIntent } from "~/lib/on-intent";

import type { BookingEmbed } from "./booking-embed";

/** The id of "Let's Talk!" (./booking-button.tsx). */
export const BOOKING_BUTTON_ID = "booking";

/** The id of the header's "Book a call" (./site-header.tsx), the same booking. */
export const HEADER_BOOKING_ID = "header-booking";

/** How long a click waits for an embed that is still loading before opening the booking page instead. */
const EMBED_WAIT_MS = 3000;

/**
 * Makes "Let's Talk!" and the header's "Book a call" open the booking in Cal.com's modal: the
 * first hover, focus or touch of either loads the embed (./booking-embed.ts) and preloads the
 * booking, and a click then opens it. A click before it has loaded marks the link busy until it
 * has; one that waits too long, or an embed that is blocked, opens the booking page in a new tab,
 * as the link does without JavaScript.
 */
export default function bookingIntent(): void {
  const links = [BOOKING_BUTTON_ID, HEADER_BOOKING_ID]
    .map((id) => document.getElementById(id))
    .filter((link) => link instanceof HTMLAnchorElement);
  const [first] = links;
  if (!first) return;
  const calLink = new URL(first.href).pathname.slice(1);
  let embed: Promise<BookingEmbed | null> | undefined;
  let ready: BookingEmbed | null = null;
  const prepare = () =>
    (embed ??= import("./booking-embed")
      .then((m) => m.loadBookingEmbed(calLink))
      .then((loaded) => (ready = loaded))
      .catch(() => null));

  for (const link of links) {
    onIntent(link, () => void prepare());
    link.addEventListener("click", async (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      if (ready) return ready.open();
      // Still loading (a tap comes a moment after the touch that started it): show at once that
      // the booking is opening, give it a moment, then fall back to the booking page. A second tap
      // in that moment is the same request, not another modal.
      if (link.ariaBusy) return;
      link.ariaBusy = "true";
      const loaded = await Promise.race([
        prepare(),
        new Promise<undefined>((resolve) => setTimeout(resolve, EMBED_WAIT_MS)),
      ]);
      link.ariaBusy = null;
      if (loaded) loaded.open();
      else window.open(link.href, "_blank", "noopener");
    });
  }
}
