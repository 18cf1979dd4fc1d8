// Lighthouse's simulation counts every request started before the first paint, and React Router
// starts all module downloads from <head> (docs/decisions/006). This step replaces them with the
// module loader (../inline/module-loader.ts, compiled from TypeScript): the same module preloads
// and entry script, inserted once the browser reports the first contentful paint, with the page's
// data script (external-data.ts).
//
// Two of React Router's inline scripts move into the loader as well, since the parser would
// otherwise run them before the paint: the context that opens the stream of hydration data, which
// nothing reads before the modules, and the scroll restoration, which has nothing to restore on a
// page opened afresh (no history state). The restoration still runs at once, before the paint,
// when the history entry has a state: a reload, or a return to the page (docs/how-a-page-loads.md).

import { ScriptFunction, scriptCall } from "../script-call.ts";
import { findParts } from "./react-router-markup.ts";

/** When a page that has not painted (opened in a background tab) loads its modules anyway. */
const PAINT_FALLBACK_MS = 3000;

/**
 * How many module preloads the loader adds per task. Thirteen in one task took 7 ms in Chromium
 * and up to 24 ms under Lighthouse's instruments, which it counts four times over, past its 50 ms
 * mark of a long task (docs/how-a-page-loads.md).
 */
export const PRELOADS_PER_TASK = 4;

export type Loaded = {
  /** The module loader compiled (`compileScript` of ../inline/module-loader.ts). */
  loader: string;
  /** Classic scripts (the page's data) requested with the modules. */
  scripts?: readonly string[];
};

export type Deferred = {
  html: string;
  /** The inline script the loader inserts at run time: its hash belongs in the page's policy. */
  insertedScripts: string[];
};

/**
 * The page with its modules and the classic scripts `scripts` names (the page's data) loaded
 * after the first paint. Fails the build if React Router's markup changed (react-router-markup.ts).
 */
export function deferScripts(html: string, { loader, scripts = [] }: Loaded): Deferred {
  const preloads = findParts(html, "modulePreload");
  const moduleScript = findParts(html, "moduleScript", { max: 1 })[0]!;
  const scroll = findParts(html, "scrollRestoration", { max: 1 })[0]!;
  const context = findParts(html, "context", { max: 1 })[0]!;
  const call = scriptCall(loader, {
    restoreScroll: new ScriptFunction(scroll[1]!),
    openDataStream: new ScriptFunction(context[1]!),
    entry: moduleScript[1]!,
    preloads: preloads.map((m) => m[1]!),
    scripts,
    preloadsPerTask: PRELOADS_PER_TASK,
    paintFallbackMs: PAINT_FALLBACK_MS,
  });
  // Their elements stay, empty: React hydrates every script element it rendered.
  let out = html.replace(scroll[0], "<script></script>").replace(context[0], "<script></script>");
  for (const m of preloads) out = out.replace(m[0], "");
  return {
    html: out.replace(moduleScript[0], () => `<script>${call}</script>`),
    insertedScripts: [moduleScript[1]!],
  };
}
