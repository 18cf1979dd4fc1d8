// Lighthouse's simulation counts every request started before the first paint, and React Router
// starts all module downloads from <head> (docs/decisions/006). This step moves them after the
// first contentful paint: the same module preloads and entry script, inserted by a small inline
// script once the browser reports that paint (Paint Timing), with the page's data script
// (external-data.ts). A frame callback is not late enough:
// Chromium presents the frame some milliseconds after it runs, so downloads started there still
// count against the paint (docs/how-a-page-loads.md). Browsers without Paint Timing load after the
// first frame.
//
// The page's HTML inlines only the style rules it uses (page-styles.ts). The whole stylesheet is
// not the loader's: the modules fetch it on idle and apply it when the visitor or a drawing needs
// it (app/loading/site-stylesheet.ts, docs/how-a-page-loads.md).
//
// Two of React Router's inline scripts move into the loader as well, since the parser would
// otherwise run them before the paint: the context that opens the stream of hydration data, which
// nothing reads before the modules, and the scroll restoration, which has nothing to restore on a
// page opened afresh (no history state). The restoration still runs at once, before the paint,
// when the history entry has a state: a reload, or a return to the page (docs/how-a-page-loads.md).

import { findParts } from "./react-router-markup.ts";

/** When a page that has not painted (opened in a background tab) loads its modules anyway. */
const PAINT_FALLBACK_MS = 3000;

/**
 * How many module preloads the loader adds per task. Thirteen in one task took 7 ms in Chromium
 * and up to 24 ms under Lighthouse's instruments, which it counts four times over, past its 50 ms
 * mark of a long task (docs/how-a-page-loads.md).
 */
export const PRELOADS_PER_TASK = 4;

/** Code that, like a script of its own, reports an error without stopping what follows. */
const isolated = (code: string) => `try{${code}\n}catch(e){setTimeout(()=>{throw e})}`;

export type Loaded = {
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
export function deferScripts(html: string, { scripts = [] }: Loaded = {}): Deferred {
  const preloads = findParts(html, "modulePreload");
  const moduleScript = findParts(html, "moduleScript", { max: 1 })[0]!;
  const scroll = findParts(html, "scrollRestoration", { max: 1 })[0]!;
  const context = findParts(html, "context", { max: 1 })[0]!;
  const hrefs = preloads.map((m) => m[1]);
  // A script inserted by a script runs when it arrives, whatever the order.
  const classic = scripts
    .map(
      (src) =>
        `document.head.append(Object.assign(document.createElement("script"),{src:${JSON.stringify(src)}}));`,
    )
    .join("");
  const entry = `const s=document.createElement("script");s.type="module";s.textContent=${JSON.stringify(moduleScript[1]).replaceAll("<", "\\u003c")};document.body.append(s)`;
  // The context first: the data script pushes into the stream it opens. `start` keys the history
  // entry of a page opened afresh (restore), so that it has its key before the modules run, adds
  // the entry script, then the preloads, a few per task: each one starts a download, about half a
  // millisecond of main thread apiece. On a page opened afresh, the session storage is opened in a
  // task before it: opening it and writing the history state each wait on the browser process,
  // and together they made one long task (docs/how-a-page-loads.md).
  const startModules =
    `const start=()=>{if(fresh)restore();${entry};const hrefs=${JSON.stringify(hrefs)};` +
    `const preload=()=>{for(const h of hrefs.splice(0,${PRELOADS_PER_TASK})){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}if(hrefs.length)setTimeout(preload)};` +
    `setTimeout(preload)};`;
  const load =
    isolated(context[1]!) +
    classic +
    startModules +
    `if(fresh)setTimeout(()=>{try{sessionStorage.length}catch{}setTimeout(start)});else start()`;
  // `done` keeps the fallback (a page opened in a background tab paints only when shown) from
  // loading twice.
  const loader =
    `{const restore=()=>{${isolated(scroll[1]!)}};` +
    `const fresh=!(history.state&&history.state.key);if(!fresh)restore();` +
    `let done=0;const load=()=>{if(done++)return;${load}};` +
    `if(window.PerformanceObserver?.supportedEntryTypes?.includes("paint")){` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load)}}).observe({type:"paint",buffered:true});` +
    `setTimeout(load,${PAINT_FALLBACK_MS})}` +
    `else requestAnimationFrame(()=>setTimeout(load))}`;
  // Their elements stay, empty: React hydrates every script element it rendered.
  let out = html.replace(scroll[0], "<script></script>").replace(context[0], "<script></script>");
  for (const m of preloads) out = out.replace(m[0], "");
  return {
    html: out.replace(moduleScript[0], `<script>${loader}</script>`),
    insertedScripts: [moduleScript[1]!],
  };
}
