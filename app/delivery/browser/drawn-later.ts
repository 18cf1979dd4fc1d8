import {
  createElement,
  lazy,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react";

import { useIdlePreload } from "./idle";
import {
  applyWholeStylesheetNow,
  actedWithWholeStylesheet,
  onActedWithWholeStylesheet,
  wholeStylesheet,
} from "./site-stylesheet";

type Module<Props> = { default: ComponentType<Props> };

/** A part loaded after the first paint: render `Component`; `load` and `prefetch` start it early. */
export type LaterPart<Props> = {
  /** Renders the part under the caller's Suspense boundary once its code (and styles) are in. */
  Component: ComponentType<Props>;
  /** Fetches the part's code and whatever it needs to be drawn. */
  load: () => Promise<unknown>;
  /** Fetches the part's code only (on idle, say): nothing is applied or drawn. */
  prefetch: () => Promise<unknown>;
};

function laterPart<Props extends object>(
  importer: () => Promise<Module<Props>>,
  {
    styles,
    ready,
    alongside = () => Promise.resolve(),
  }: { styles: () => Promise<unknown>; ready: () => boolean; alongside?: () => Promise<unknown> },
): LaterPart<Props> {
  let imported: ComponentType<Props> | undefined;
  const chunk = () =>
    Promise.all([importer(), alongside()]).then(([module]) => {
      imported = module.default;
      return module;
    });
  const load = () => Promise.all([chunk(), styles()]).then(([module]) => module);
  const Lazy = lazy(load);
  function Component(props: Props) {
    // Drawn at once when the code (and the rules) are here, which a click with no pointer or
    // focus before it (a screen reader's, a script's) finds after the page settled: a lazy
    // component would suspend on first use, and React holds a suspended reveal for up to 300 ms.
    const drawable = imported && ready();
    return createElement(drawable ? imported! : (Lazy as ComponentType<Props>), props);
  }
  return { Component, load, prefetch: chunk };
}

/**
 * A part whose markup is not in the page's HTML (a menu, a dialog, a message): it is loaded after
 * the first paint, together with what `alongside` loads (strings no page shows in its HTML), and
 * drawn only once the whole stylesheet is applied, since the page's HTML brought only the rules
 * it uses (site-stylesheet.ts).
 */
export function drawnLater<Props extends object>(
  importer: () => Promise<Module<Props>>,
  { alongside }: { alongside?: () => Promise<unknown> } = {},
): LaterPart<Props> {
  return laterPart(importer, {
    styles: wholeStylesheet,
    ready: applyWholeStylesheetNow,
    alongside,
  });
}

/**
 * A part that is in the page's HTML as prerendered, whose code comes later: React keeps its
 * markup as it is until then, and its links and forms work as plain HTML. In the browser the code
 * is fetched `when` says (at once by default), together with what `alongside` loads.
 */
export function hydratedLater<Props extends object>(
  importer: () => Promise<Module<Props>>,
  {
    when = () => Promise.resolve(),
    alongside = () => Promise.resolve(),
  }: { when?: () => Promise<unknown>; alongside?: () => Promise<unknown> } = {},
): LaterPart<Props> {
  const deferred = import.meta.env.SSR
    ? importer
    : () => when().then(() => Promise.all([importer(), alongside()]).then(([module]) => module));
  return laterPart(deferred, { styles: () => Promise.resolve(), ready: () => true });
}

/**
 * A route's client middleware: a page reached by a link is drawn once these parts' code is in,
 * so nothing of it is drawn late.
 */
export function loadedFirst(...parts: Pick<LaterPart<never>, "load">[]) {
  return async () => void (await Promise.all(parts.map((part) => part.load())));
}

/** Code that draws nothing of the site's own (an embed): fetched once, on the first call. */
export function loadedLater<Module>(importer: () => Promise<Module>): () => Promise<Module> {
  let module: Promise<Module> | undefined;
  return () => (module ??= importer());
}

/**
 * `state`, once what it draws can be drawn: a state of a part that is in the page's HTML but
 * draws what the HTML does not have (the header's look once scrolled). It turns true once the
 * whole stylesheet is applied, at once when it is.
 */
export function useDrawnLater(state: boolean): boolean {
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (!state || applied) return;
    let current = true;
    void wholeStylesheet().then((ok) => current && setApplied(ok));
    return () => {
      current = false;
    };
  }, [state, applied]);
  return state && applied;
}

/**
 * True once the visitor has acted on the page (pointer, touch, focus, key) and the whole
 * stylesheet is applied: for a part with nothing to show without JavaScript, drawn from then on
 * in a box the HTML keeps for it. False in the prerendered page. The part's code is fetched once
 * the page is idle (`part.prefetch`), so it is here when the visitor acts.
 */
export function useVisitorActed(part: Pick<LaterPart<never>, "prefetch">): boolean {
  useIdlePreload(part.prefetch);
  return useSyncExternalStore(onActedWithWholeStylesheet, actedWithWholeStylesheet, () => false);
}
