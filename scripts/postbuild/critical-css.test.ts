import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "vitest";

import { keepUsedCss } from "./critical-css";

// A page as `react-router build` writes it, with the whole stylesheet inline.
const sample = readFileSync(
  join(import.meta.dirname, "fixtures", "react-router-page.html"),
  "utf8",
);
const css = (html: string) => /<style id="site-css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

test("the page keeps the rules its HTML uses and drops the others", async () => {
  const page = await keepUsedCss(sample);
  expect(css(sample)).toContain(".text-brand-600");
  expect(sample).not.toMatch(/class="[^"]*\bbg-brand-50\b/);
  expect(css(page).length).toBeLessThan(css(sample).length * 0.8);
  // Every plain class of the page (no brackets or variants) that has a rule keeps it.
  const classes = [...sample.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(" "));
  const plain = [...new Set(classes)].filter((c) => /^[a-z][a-z0-9-]*$/.test(c));
  const ruled = plain.filter((c) => new RegExp(`\\.${c}[{:,\\s]`).test(css(sample)));
  expect(ruled.length).toBeGreaterThan(20);
  for (const c of ruled) expect(css(page), c).toMatch(new RegExp(`\\.${c}[{:,\\s]`));
});

test("nothing else in the page changes", async () => {
  const page = await keepUsedCss(sample);
  expect(page.replace(css(page), "")).toBe(sample.replace(css(sample), ""));
});

test("a page without the site's stylesheet fails the build", async () => {
  await expect(keepUsedCss("<!DOCTYPE html><html><head></head></html>")).rejects.toThrow(
    /site-css/,
  );
});
