const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/**
 * Calls `callback` once, at the first pointer, touch or focus on `element` (or one already there):
 * the `intent` trigger of islands, and what wakes "Let's Talk!", which the page's module answers.
 */
export function onIntent(element: Element, callback: () => void) {
  const once = () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, once);
    callback();
  };
  for (const type of INTENT_EVENTS) element.addEventListener(type, once, { passive: true });
  const there = element.matches(":hover") || element.querySelector(":hover");
  if (there || element.contains(document.activeElement)) once();
}
