// Inline at the end of every page's <body>, in place of React Router's entry script (compiled by
// ../steps/inline-scripts.ts; ../steps/defer-scripts.ts gives it each page's parts). A module of
// its own with no imports: its text is the script, allowed by its hash with the page's arguments.
//
// It starts the module downloads once the browser reports the first contentful paint (Paint
// Timing): Lighthouse's simulation counts every request started before the first paint. A frame
// callback is not late enough, since Chromium presents the frame some milliseconds after it runs.
// Browsers without Paint Timing load after the first frame (docs/how-a-page-loads.md).

export type ModuleLoaderParts = {
  /** React Router's scroll restoration: runs before the paint only when there is a position. */
  restoreScroll: () => void;
  /** React Router's context script, which opens the stream the page's data is pushed into. */
  openDataStream: () => void;
  /** The text of React Router's entry module. */
  entry: string;
  /** The modules to preload, in React Router's order. */
  preloads: readonly string[];
  /** Classic scripts requested with the modules (the page's data). */
  scripts: readonly string[];
  /** How many preloads one task adds: each costs about half a millisecond of main thread. */
  preloadsPerTask: number;
  /** When a page that has not painted (a background tab) loads its modules anyway. */
  paintFallbackMs: number;
};

export default function moduleLoader(parts: ModuleLoaderParts): void {
  const { restoreScroll, openDataStream, entry, scripts, preloadsPerTask, paintFallbackMs } = parts;
  // Each part reports its error without stopping what follows, like a script of its own.
  const isolated = (run: () => void) => {
    try {
      run();
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  };
  // A reload or a return has a history state and a position to restore before the paint; a page
  // opened afresh keys its history entry just before the modules run.
  const fresh = !(history.state as { key?: string } | null)?.key;
  if (!fresh) isolated(restoreScroll);

  const start = () => {
    if (fresh) isolated(restoreScroll);
    const module = document.createElement("script");
    module.type = "module";
    module.textContent = entry;
    document.body.append(module);
    const queue = [...parts.preloads];
    const preload = () => {
      for (const href of queue.splice(0, preloadsPerTask)) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.append(link);
      }
      if (queue.length) setTimeout(preload);
    };
    setTimeout(preload);
  };

  let loaded = false;
  const load = () => {
    // The paint and the fallback may both come: the modules load once.
    if (loaded) return;
    loaded = true;
    // The stream first: the data script pushes into it.
    isolated(openDataStream);
    for (const src of scripts) {
      document.head.append(Object.assign(document.createElement("script"), { src }));
    }
    if (!fresh) return start();
    // Opening the session storage and writing the history state each wait on the browser
    // process: in one task they made a long one, so the storage opens in a task of its own.
    setTimeout(() => {
      try {
        void sessionStorage.length;
      } catch {
        // Storage can be disabled; React Router then keeps no positions.
      }
      setTimeout(start);
    });
  };

  if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(load);
    }).observe({ type: "paint", buffered: true });
    setTimeout(load, paintFallbackMs);
  } else {
    requestAnimationFrame(() => setTimeout(load));
  }
}
