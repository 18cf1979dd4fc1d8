import { expect, test, vi } from "vitest";

import { deferScripts } from "./defer-scripts";
import { reactRouterPage } from "./fixtures/react-router-page";

// A page as `react-router build` writes it (the English 404 page). When an upgrade changes this
// markup, capture a new sample and check that these tests still describe what the step does.
const sample = reactRouterPage;

const preloads = [...sample.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
const moduleBody = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(sample)?.[1];

test("the sample still has React Router's module preloads and entry script", () => {
  expect(preloads.length).toBeGreaterThan(1);
  expect(moduleBody).toContain("import");
});

test("nothing in the HTML starts a module download before the first paint", () => {
  const { html } = deferScripts(sample);
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');
  expect(html.length).toBeLessThan(sample.length + moduleBody!.length);
});

/** Runs the page's loader with the browser APIs it uses replaced; returns what it inserted. */
function runLoader(
  browser: { paintTiming: boolean; paint?: "first-paint" | "first-contentful-paint" },
  scripts: string[] = [],
) {
  const { html } = deferScripts(sample, scripts);
  const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .find((s) => s.includes("modulepreload"))!;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  const timers: (() => void)[] = [];
  vi.stubGlobal("setTimeout", (run: () => void, delay = 0) => delay === 0 && timers.push(run));
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
  new Function(loader)();
  for (const run of timers) run();
  vi.unstubAllGlobals();
  return {
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute("href"),
    ),
    entry: document.body.querySelector('script[type="module"]')?.textContent,
    classic: [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src")),
  };
}

test("once the first contentful paint is reported, the loader adds the same preloads and entry script", () => {
  const { insertedScripts } = deferScripts(sample);
  expect(runLoader({ paintTiming: true, paint: "first-contentful-paint" })).toEqual({
    preloads,
    entry: moduleBody,
    classic: [],
  });
  expect(insertedScripts).toEqual([moduleBody]);
});

test("the page's data script is requested with the modules, not before the paint", () => {
  const data = "/assets/page-data-AbC123.js";
  const { html } = deferScripts(sample, [data]);
  expect(html).not.toContain(`src="${data}"`);
  expect(runLoader({ paintTiming: true, paint: "first-contentful-paint" }, [data])).toEqual({
    preloads,
    entry: moduleBody,
    classic: [data],
  });
  expect(runLoader({ paintTiming: true, paint: "first-paint" }, [data]).classic).toEqual([]);
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

test("a page without React Router's scripts fails the build instead of shipping unchanged", () => {
  expect(() => deferScripts("<!DOCTYPE html><html><head></head><body></body></html>")).toThrow(
    /no <link rel=modulepreload>/,
  );
});
