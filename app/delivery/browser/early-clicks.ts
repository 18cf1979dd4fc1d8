import { useEffect } from "react";

/** What a control is, for a click that comes before React has hydrated it: `data-opens="menu"`. */
export type EarlyTarget = "menu" | "language";

/** Where the inline script (../inline/early-clicks.ts) notes the click. */
export const EARLY_CLICK_GLOBAL = "__earlyClick";

/** Calls `open` once after hydration if the visitor clicked this control before it. */
export function useEarlyClick(target: EarlyTarget, open: () => void) {
  useEffect(() => {
    const w = window as { [EARLY_CLICK_GLOBAL]?: string };
    if (w[EARLY_CLICK_GLOBAL] !== target) return;
    delete w[EARLY_CLICK_GLOBAL];
    open();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
