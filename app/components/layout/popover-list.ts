/**
 * Moves the focus through a popover list's items with the up and down arrows, and, as a select
 * does, puts it on the item `shown` (or the first) when the list opens, or at once if it was
 * opened before this module ran. The header's theme list and the footer's language list use it.
 */
export function popoverListKeys(
  list: HTMLElement,
  items: HTMLElement[],
  shown: () => HTMLElement | undefined = () => undefined,
): void {
  list.addEventListener("keydown", (event) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    items.at((at + step) % items.length)?.focus();
  });
  const focusShown = () => (shown() ?? items[0])?.focus();
  list.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") focusShown();
  });
  if (list.matches(":popover-open") && !list.contains(document.activeElement)) focusShown();
}
