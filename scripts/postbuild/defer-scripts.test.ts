import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test, vi } from "vitest";

import { deferScripts } from "./defer-scripts";

// A page as `react-router build` writes it (the English 404 page). When an upgrade changes this
// markup, capture a new sample and check that these tests still describe what the step does.
const sample = readFileSync(
  join(import.meta.dirname, "fixtures", "react-router-page.html"),
  "utf8",
);

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

test("after the first frame, the loader adds the same preloads and the same entry script", () => {
  const { html, insertedScripts } = deferScripts(sample);
  const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .find((s) => s.startsWith("requestAnimationFrame"))!;
  vi.stubGlobal("requestAnimationFrame", (run: () => void) => run());
  vi.stubGlobal("setTimeout", (run: () => void) => run());
  new Function(loader)();
  vi.unstubAllGlobals();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  expect(links.map((l) => l.getAttribute("href"))).toEqual(preloads);
  const inserted = document.body.querySelector<HTMLScriptElement>('script[type="module"]');
  expect(inserted?.textContent).toBe(moduleBody);
  expect(insertedScripts).toEqual([moduleBody]);
});

test("a page without React Router's scripts fails the build instead of shipping unchanged", () => {
  expect(() => deferScripts("<!DOCTYPE html><html><head></head><body></body></html>")).toThrow(
    /no <link rel=modulepreload>/,
  );
});
