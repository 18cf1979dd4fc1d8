import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * What `read` gives in the visitor's browser, once React runs the page there; `prerendered` in the
 * prerendered page and while it hydrates, so hydration finds the HTML it expects and React draws
 * the browser's value just after. Read on each render, never subscribed to.
 */
export function useBrowserValue<T, P>(read: () => T, prerendered: P): T | P {
  return useSyncExternalStore<T | P>(subscribeToNothing, read, () => prerendered);
}
