// The one queue of what the visitor did before the code that answers it was there. The head's
// script holds a click in an island or a control the page's module answers until the module has run
// (./island-module.inline.ts), then hands its held clicks over; the module holds a click or a
// submit in an island until that island has hydrated. Each held event is made again once its code
// is there, the one way below. A link that opens a new tab is never held, by either: a click made
// again is the page's, not the visitor's, and past the few seconds the browser keeps the visitor's
// gesture a new tab would be refused, so it opens at once, as without JavaScript.

/** The window's event in which the head's script hands its held clicks to the module. */
export const HAND_OVER_EVENT = "held";

/** A click the queue never holds. */
export const NEVER_HELD = "[target=_blank]";

/**
 * Takes the page's early events: each one made in an island not yet hydrated (`waiting` says
 * which, and starts it) is held until the island has hydrated, then made again; a click the head's
 * script held outside an island is made again at once, its control being answered by now.
 */
export function takeEarlyEvents(
  waiting: (target: Element) => HTMLElement | undefined,
  hydrated: (island: HTMLElement) => Promise<void>,
) {
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest(NEVER_HELD)) return false;
    const island = waiting(target);
    if (!island) return false;
    event.preventDefault();
    event.stopImmediatePropagation();
    void hydrated(island).then(() => makeAgain(event));
    return true;
  };
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  addEventListener(HAND_OVER_EVENT, (handOver) => {
    for (const event of (handOver as CustomEvent<Event[]>).detail)
      if (!hold(event)) makeAgain(event);
  });
}

/**
 * Makes a held event again where it landed: a form is submitted, a click dispatched (a checkbox it
 * toggled back when it was held is toggled once more).
 */
function makeAgain(event: Event) {
  const target = event.target;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else target?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}
