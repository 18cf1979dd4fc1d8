import { createElement, lazy, useEffect, type ComponentType } from "react";

import {
  applyWholeStylesheetNow,
  applyWholeStylesheetOnIntent,
  fetchWholeStylesheet,
  wholeStylesheet,
} from "./site-stylesheet";

type Module<Props> = { default: ComponentType<Props> };

/**
 * A component that is not loaded with the page. `Component` renders it under a Suspense boundary,
 * once `load()` has fetched its chunk (on the first sign of intent, or when it is first drawn).
 * Once it is in, it renders the loaded component itself: a lazy component would suspend on first
 * use, and React holds a suspended reveal for up to 300 ms.
 *
 * `prefetch()` (on idle) fetches the chunk only. A part that draws what the page's HTML does not
 * have (a menu, a dialog) says so with `newRules`: `load()` then applies the whole stylesheet
 * too, and the part is drawn only once it is (app/loading/site-stylesheet.ts). The stylesheet's text
 * is fetched on idle for every page (app/root.tsx), so applying it needs no request.
 */
export function laterPart<Props extends object>(
  importer: () => Promise<Module<Props>>,
  { newRules = false }: { newRules?: boolean } = {},
) {
  let imported: ComponentType<Props> | undefined;
  const chunk = () =>
    importer().then((module) => {
      imported = module.default;
      return module;
    });
  const load = () =>
    Promise.all([chunk(), newRules && wholeStylesheet()]).then(([module]) => module);
  const Lazy = lazy(load);
  function Component(props: Props) {
    // Drawn at once when the chunk and the stylesheet's text are here, which a click with no
    // pointer or focus before it (a screen reader's, a script's) finds after the page settled.
    // Applying the stylesheet is done once, so a second render does nothing more.
    const ready = imported && (!newRules || applyWholeStylesheetNow());
    return createElement(ready ? imported! : (Lazy as ComponentType<Props>), props);
  }
  return { prefetch: chunk, load, Component };
}

/** Resolves once the browser is idle (at most 3 s on), for what a visitor does not need at once. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 1000);
  });
}

/**
 * Runs `load` once the browser is idle after hydration (at most 3 s on), for a part the visitor
 * may reach for: its first use then needs no request. It still loads after the page.
 */
export function useIdlePreload(load: (() => unknown) | undefined) {
  useEffect(() => {
    if (!load) return;
    const run = () => void load();
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(run, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 1000);
    return () => clearTimeout(id);
  }, [load]);
}

/**
 * The whole stylesheet, for what the modules draw beyond the page's HTML: its text fetched once
 * the browser is idle, applied at the visitor's first sign of intent (site-stylesheet.ts).
 */
export function useWholeStylesheetLater() {
  useIdlePreload(fetchWholeStylesheet);
  useEffect(applyWholeStylesheetOnIntent, []);
}
