import { useEffect } from "react";

/** Runs `run` once the browser is idle (at most 3 s on); returns what cancels it. */
function onIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}

/** Resolves once the browser is idle (at most 3 s on), for what a visitor does not need at once. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => void onIdle(resolve));
}

/**
 * Runs `load` once the browser is idle after hydration (at most 3 s on), for a part the visitor
 * may reach for: its first use then needs no request. It still loads after the page.
 */
export function useIdlePreload(load: (() => unknown) | undefined) {
  useEffect(() => {
    if (!load) return;
    return onIdle(() => void load());
  }, [load]);
}
