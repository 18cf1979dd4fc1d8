import { describe, expect, test, vi } from "vitest";

import { SCROLL_POSITIONS_KEY } from "../browser/home-from-top";

import { deferScripts, PRELOADS_PER_TASK } from "./defer-scripts";
import { loader } from "./fixtures/module-loader";
import { reactRouterPage } from "./fixtures/react-router-page";

// A page as `react-router build` wrote it in the last build (the English 404 page): an upgrade
// that changes this markup fails these tests and react-router-markup.test.ts.
const sample = reactRouterPage;

const preloads = [...sample.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
const moduleBody = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(sample)?.[1];

test("the sample still has React Router's module preloads and entry script", () => {
  expect(preloads.length).toBeGreaterThan(1);
  expect(moduleBody).toContain("import");
});

test("nothing in the HTML starts a module download before the first paint", () => {
  const { html } = deferScripts(sample, { loader });
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');
  // The entry script's text moves into the loader, whose own code is under 1 KiB.
  expect(html.length).toBeLessThan(sample.length + moduleBody!.length + 1024);
});

/** What the loader has inserted so far. */
function inserted() {
  return {
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute("href"),
    ),
    entry: document.body.querySelector('script[type="module"]')?.textContent,
    classic: [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src")),
  };
}

/**
 * Runs the page's loader with the browser APIs it uses replaced, and the timers it sets without a
 * delay; returns what it inserted, and the timers it set with one.
 */
function startLoader(
  browser: { paintTiming: boolean; paint?: "first-paint" | "first-contentful-paint" },
  options: { scripts?: readonly string[] } = {},
) {
  const { html } = deferScripts(sample, { loader, ...options });
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .find((s) => s.includes("modulepreload"))!;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  const timers: (() => void)[] = [];
  const delayed: { run: () => void; delay: number }[] = [];
  vi.stubGlobal("setTimeout", (run: () => void, delay = 0) =>
    delay === 0 ? timers.push(run) : delayed.push({ run, delay }),
  );
  vi.stubGlobal("requestAnimationFrame", (run: () => void) => run());
  class Observer {
    static supportedEntryTypes = browser.paintTiming ? ["paint", "navigation"] : ["navigation"];
    constructor(private report: (list: unknown, observer: Observer) => void) {}
    observe() {
      const names = browser.paint ? [browser.paint] : [];
      this.report({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this);
    }
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", Observer);
  // What each task did that waits on the browser process: open the session storage, write the
  // history state.
  let waits: string[] = [];
  const noted = <Args extends unknown[], Result>(
    wait: string,
    original: (...args: Args) => Result,
  ) =>
    function (this: unknown, ...args: Args) {
      waits.push(wait);
      return original.apply(this, args);
    };
  const storage = Storage.prototype;
  const originals = {
    length: Object.getOwnPropertyDescriptor(storage, "length")!.get! as () => number,
    getItem: storage.getItem,
    replaceState: History.prototype.replaceState,
  };
  vi.spyOn(storage, "length", "get").mockImplementation(noted("storage", originals.length));
  vi.spyOn(storage, "getItem").mockImplementation(noted("storage", originals.getItem));
  vi.spyOn(History.prototype, "replaceState").mockImplementation(
    noted("history", originals.replaceState),
  );
  new Function(script)();
  // How many preloads each task (each timer run) added, and what each waited on.
  const preloadsPerTask: number[] = [];
  const waitsPerTask: string[][] = [];
  for (const run of timers) {
    const before = inserted().preloads.length;
    waits = [];
    run();
    preloadsPerTask.push(inserted().preloads.length - before);
    waitsPerTask.push(waits);
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  return { ...inserted(), delayed, preloadsPerTask, waitsPerTask };
}

/** Runs the page's loader; returns what it inserted. */
function runLoader(
  browser: Parameters<typeof startLoader>[0],
  options: { scripts?: readonly string[] } = {},
) {
  const { preloads, entry, classic } = startLoader(browser, options);
  return { preloads, entry, classic };
}

test("once the first contentful paint is reported, the loader adds the same preloads and entry script", () => {
  const { insertedScripts } = deferScripts(sample, { loader });
  expect(runLoader({ paintTiming: true, paint: "first-contentful-paint" })).toEqual({
    preloads,
    entry: moduleBody,
    classic: [],
  });
  expect(insertedScripts).toEqual([moduleBody]);
});

test("the preloads are added a few per task, so that none of them is a long task", () => {
  const { preloads: added, preloadsPerTask } = startLoader({
    paintTiming: true,
    paint: "first-contentful-paint",
  });
  expect(added).toEqual(preloads);
  expect(preloads.length).toBeGreaterThan(PRELOADS_PER_TASK);
  expect(Math.max(...preloadsPerTask)).toBe(PRELOADS_PER_TASK);
});

test("the page's data script is requested with the modules, not before the paint", () => {
  const data = "/assets/page-data-AbC123.js";
  const { html } = deferScripts(sample, { loader, scripts: [data] });
  expect(html).not.toContain(`src="${data}"`);
  const paint = { paintTiming: true, paint: "first-contentful-paint" } as const;
  expect(runLoader(paint, { scripts: [data] })).toEqual({
    preloads,
    entry: moduleBody,
    classic: [data],
  });
  expect(
    runLoader({ paintTiming: true, paint: "first-paint" }, { scripts: [data] }).classic,
  ).toEqual([]);
});

test("nothing loads while only a paint without content is reported", () => {
  expect(runLoader({ paintTiming: true, paint: "first-paint" })).toEqual({
    preloads: [],
    entry: undefined,
    classic: [],
  });
});

test("a browser without Paint Timing loads after the first frame", () => {
  expect(runLoader({ paintTiming: false })).toEqual({ preloads, entry: moduleBody, classic: [] });
});

describe("React Router's context and scroll restoration", () => {
  const paint = { paintTiming: true, paint: "first-contentful-paint" } as const;
  const parsedScripts = (html: string) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter((s) => !s.includes("modulepreload"));

  function withHistory(state: { key: string } | null, position?: number) {
    history.replaceState(state, "");
    sessionStorage.clear();
    if (state && position !== undefined) {
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ [state.key]: position }));
    }
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    delete (window as { __reactRouterContext?: unknown }).__reactRouterContext;
    return scrollTo;
  }
  const context = () => (window as { __reactRouterContext?: unknown }).__reactRouterContext;

  test("the parser runs neither: their elements stay, empty, and the loader holds their code", () => {
    const { html } = deferScripts(sample, { loader });
    expect(sample).toContain("window.__reactRouterContext = ");
    for (const script of parsedScripts(html)) {
      expect(script).not.toContain("window.__reactRouterContext = ");
      expect(script).not.toContain("storageKey, restoreKey");
    }
    expect(html.split("window.__reactRouterContext = ")).toHaveLength(2);
    expect(html.split("storageKey, restoreKey")).toHaveLength(2);
    expect(html.match(/<script><\/script>/g)?.length).toBe(
      (sample.match(/<script><\/script>/g)?.length ?? 0) + 2,
    );
  });

  test("a page opened afresh opens the data stream and keys its history entry after the paint", () => {
    withHistory(null);
    runLoader({ paintTiming: true, paint: "first-paint" });
    expect(context()).toBeUndefined();
    expect(history.state).toBeNull();
    runLoader(paint);
    expect(context()).toMatchObject({ basename: "/" });
    expect(history.state).toMatchObject({ key: expect.any(String) });
  });

  test("on a page opened afresh, opening the session storage and keying the entry are tasks of their own", () => {
    withHistory(null);
    const { waitsPerTask } = startLoader(paint);
    const waited = waitsPerTask.filter((waits) => waits.length > 0);
    expect(waited[0]).toEqual(["storage"]);
    expect(waited[1]?.[0]).toBe("history");
    expect(waited).toHaveLength(2);
  });

  test("a reloaded page, or one returned to, is scrolled back before the paint", () => {
    const scrollTo = withHistory({ key: "abc" }, 1200);
    runLoader({ paintTiming: true, paint: "first-paint" });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1200);
    expect(context()).toBeUndefined();
    runLoader(paint);
    expect(context()).toMatchObject({ basename: "/" });
  });
});

test("a page without React Router's scripts fails the build instead of shipping unchanged", () => {
  expect(() =>
    deferScripts("<!DOCTYPE html><html><head></head><body></body></html>", { loader }),
  ).toThrow(/defer-scripts: React Router.s markup changed: expected .*\(modulePreload\), found 0/);
});
