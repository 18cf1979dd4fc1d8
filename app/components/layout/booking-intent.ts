// Run by the island module (app/entry.client.tsx) on every page, once the page has painted.
import { onIntent } from "~/lib/on-intent";

import type { BookingEmbed } from "./booking-embed";

/** The id of "Let's Talk!" (./booking-button.tsx). */
export const BOOKING_BUTTON_ID = "booking";

/** How long a click waits for an embed that is still loading before opening the booking page instead. */
const EMBED_WAIT_MS = 3000;

/**
 * Makes "Let's Talk!" open the booking in Cal.com's modal: the first hover, focus or touch loads
 * the embed (./booking-embed.ts) and preloads the booking, and a click then opens it. A click
 * before it has loaded marks the button busy until it has; one that waits too long, or an embed
 * that is blocked, opens the booking page in a new tab, as the link does without JavaScript.
 */
export function bookingIntent(): void {
  const link = document.getElementById(BOOKING_BUTTON_ID);
  if (!(link instanceof HTMLAnchorElement)) return;
  const calLink = new URL(link.href).pathname.slice(1);
  let embed: Promise<BookingEmbed | null> | undefined;
  let ready: BookingEmbed | null = null;
  const prepare = () =>
    (embed ??= import("./booking-embed")
      .then((m) => m.loadBookingEmbed(calLink))
      .then((loaded) => (ready = loaded))
      .catch(() => null));

  onIntent(link, () => void prepare());

  link.addEventListener("click", async (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (ready) return ready.open();
    // Still loading (a tap comes a moment after the touch that started it): show at once that the
    // booking is opening, give it a moment, then fall back to the booking page. A second tap in
    // that moment is the same request, not another modal.
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
