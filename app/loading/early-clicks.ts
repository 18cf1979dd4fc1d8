import { useEffect } from "react";

/** What a control is, for a click that comes before React has hydrated it: `data-opens="menu"`. */
export type EarlyTarget = "menu" | "language";

const GLOBAL = "__earlyClick";

/**
 * An inline script for the `<head>`: until the page is hydrated, a click on a control marked
 * `data-opens` is noted, so the control opens once its code runs instead of the click being lost.
 */
export function earlyClicksScript(): string {
  return `(function(){var d=document;d.addEventListener("click",function(e){if(d.documentElement.hasAttribute("data-hydrated"))return;var t=e.target&&e.target.closest&&e.target.closest("[data-opens]");if(t)window.${GLOBAL}=t.getAttribute("data-opens")},true)})()`;
}

/** Calls `open` once after hydration if the visitor clicked this control before it. */
export function useEarlyClick(target: EarlyTarget, open: () => void) {
  useEffect(() => {
    const w = window as { [GLOBAL]?: string };
    if (w[GLOBAL] !== target) return;
    delete w[GLOBAL];
    open();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
