// Inline in the <head> of the pages that show prices, before the first paint (compiled by the
// `?inline-script` Vite plugin, app/delivery/build/inline-scripts.ts). A module of its own with no
// imports: its text is the script.

/**
 * Marks the root with the currency prices show first (`data-currency`), which the stylesheet's
 * price rules switch on: the visitor's stored choice (under `storageKey`), else the one their
 * browser's region uses (`byRegion`, `elsewhere` for any other region). With neither, or without
 * JavaScript, prices show dirhams first.
 *
 * Then makes the page's "Prices in" groups (class `choice`) choose, from the first click and with
 * no module to wait for: a button pressed shows its currency first at once, is stored for the
 * next visits, is marked pressed in every group, and `event` tells the window (an island redraws
 * its prices).
 */
export default function currency(
  storageKey: string,
  currencies: readonly string[],
  byRegion: Record<string, string>,
  elsewhere: string,
  choice: string,
  event: string,
) {
  const root = document.documentElement;
  let chosen: string | undefined;
  try {
    chosen = localStorage.getItem(storageKey) ?? undefined;
  } catch {
    // Storage can be disabled: the browser's region decides.
  }
  if (chosen === undefined || !currencies.includes(chosen)) {
    const region = /-([A-Z]{2})(?:-|$)/.exec(navigator.language)?.[1];
    chosen = region === undefined ? undefined : (byRegion[region] ?? elsewhere);
  }
  if (chosen) root.dataset.currency = chosen;

  const mark = () => {
    const shown = root.dataset.currency ?? currencies[0];
    document
      .querySelectorAll<HTMLButtonElement>(`.${choice} button`)
      .forEach((button) => (button.ariaPressed = String(button.value === shown)));
  };
  document.addEventListener("DOMContentLoaded", mark);
  document.addEventListener("click", (click) => {
    const button = (click.target as Element).closest?.(`.${choice} button`);
    if (!(button instanceof HTMLButtonElement) || !currencies.includes(button.value)) return;
    root.dataset.currency = button.value;
    try {
      localStorage.setItem(storageKey, button.value);
    } catch {
      // Storage can be disabled: the choice then lasts for this page.
    }
    mark();
    dispatchEvent(new Event(event));
  });
}
