import { createElement, lazy, useEffect, type ComponentType } from "react";

/**
 * A component that is not loaded with the page: `load()` fetches its chunk (on idle, or on the
 * first sign of intent), and `Component` renders it, under a Suspense boundary. Once the chunk
 * is in, it renders the loaded component itself: a lazy component would suspend on first use,
 * and React holds a suspended reveal for up to 300 ms.
 */
export function laterPart<Props extends object>(
  importer: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | undefined;
  const load = () =>
    importer().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  function Component(props: Props) {
    return createElement(loaded ?? (Lazy as ComponentType<Props>), props);
  }
  return { load, Component };
}

/** Resolves once the browser is idle (at most 3 s on), for what a visitor does not need at once. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 1000);
  });
}

/**
 * Fetches a part the visitor may reach for (a menu, the language list) once the browser is idle
 * after hydration, so its first use needs no request. It still loads after the page.
 */
export function useIdlePreload(load: () => Promise<unknown>) {
  useEffect(() => {
    const run = () => void load();
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(run, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 1000);
    return () => clearTimeout(id);
  }, [load]);
}
