import EmbedSnippet from "@calcom/embed-snippet";

import { currentTheme } from "~/theme/choose-theme";

/** The booking modal, once Cal.com's embed script has really loaded. */
export type BookingEmbed = { open: () => void };

const NAMESPACE = "30min";
const BRAND = "#5B4DFF";
const READY_TIMEOUT_MS = 8000;
const READY_POLL_MS = 100;

type CalWindow = Window & { Cal?: { ns?: Record<string, { instance?: unknown }> } };

/** embed.js marks its namespace with an `instance` once it runs; until then calls only queue. */
function embedRunning(): boolean {
  return Boolean((window as CalWindow).Cal?.ns?.[NAMESPACE]?.instance);
}

async function waitUntilRunning(): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (embedRunning()) return true;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  return false;
}

/**
 * Loads Cal.com's embed, sets its look and preloads the 30-minute booking. Resolves with the
 * modal opener, or null when the script is blocked or too slow (its calls would then queue and
 * silently never run). The booking opens in the theme the page
 * shows at the click, named rather than "auto": Cal.com's own "auto" reads the device and flickers.
 */
export async function loadBookingEmbed(calLink: string): Promise<BookingEmbed | null> {
  // Cal.com's own snippet: it adds embed.js and queues calls for it until it runs.
  const Cal = EmbedSnippet();
  Cal("init", NAMESPACE);
  const cal = Cal.ns[NAMESPACE]!;
  const ui = () =>
    ({
      theme: currentTheme(),
      layout: "month_view",
      cssVarsPerTheme: { light: { "cal-brand": BRAND }, dark: { "cal-brand": BRAND } },
      hideEventTypeDetails: false,
    }) as const;
  cal("ui", ui());
  cal("preload", { calLink, type: "modal" });
  if (!(await waitUntilRunning())) return null;
  return {
    open: () => {
      cal("ui", ui());
      cal("modal", { calLink, config: { layout: "month_view", theme: currentTheme() } });
    },
  };
}
