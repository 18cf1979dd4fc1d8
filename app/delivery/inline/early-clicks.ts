// Inline in every page's <head>, before the first paint (compiled by ../steps/inline-scripts.ts).
// A module of its own with no imports: its text is the script, allowed by its hash.

/**
 * Until the page is hydrated, notes a click on a control marked `data-opens` in `window[name]`,
 * so the control opens once its code runs instead of the click being lost (useEarlyClick).
 */
export default function earlyClicks(name: string): void {
  const root = document.documentElement;
  document.addEventListener(
    "click",
    (event) => {
      if (root.hasAttribute("data-hydrated")) return;
      const control = (event.target as Element | null)?.closest?.("[data-opens]");
      if (control) Reflect.set(window, name, control.getAttribute("data-opens"));
    },
    true,
  );
}
