import { runInNewContext } from "node:vm";

import { expect, test } from "vitest";

import { joinScripts } from "./join-scripts";

const page = [
  "<html><head><script>window.a=1</script>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "<title>t</title><script>window.b=2</script><script>window.c=3</script>\n<script>window.g=7</script></head>",
  "<body><p>text</p><script>window.d=4</script><script>window.e=5</script>",
  '<script>window.f=6</script><script type="module">import "/m.js"</script></body></html>',
].join("");

const scripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

test("a run of neighbouring scripts runs from its first; the others stay, empty, for hydration", () => {
  const joined = joinScripts(page);
  // Every element React rendered is still there, in its place.
  expect(joined.replace(/<script>[\s\S]*?<\/script>/g, "<script></script>")).toBe(
    page.replace(/<script>[\s\S]*?<\/script>/g, "<script></script>"),
  );
  expect(scripts(joined).filter(Boolean)).toHaveLength(4);
  expect(joined).toContain("<script>window.a=1</script>");
  expect(joined).toContain("\n<script>window.g=7</script>");
  expect(joined).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
  expect(joined).toContain('<script type="module">import "/m.js"</script>');
  expect(joined.indexOf("<p>text</p>")).toBeLessThan(joined.indexOf("window.d=4"));
});

test("the scripts do what they did, in their order", () => {
  const window: Record<string, number> = {};
  for (const code of scripts(joinScripts(page))) runInNewContext(code, { window });
  expect(Object.entries(window)).toEqual(
    Object.entries({ a: 1, b: 2, c: 3, g: 7, d: 4, e: 5, f: 6 }),
  );
});

test("a script that throws leaves the next one to run, and its error is still reported", () => {
  const html = "<script>window.a=1;throw new Error('refused')</script><script>window.b=2</script>";
  const window: Record<string, number> = {};
  const later: (() => void)[] = [];
  for (const code of scripts(joinScripts(html))) {
    runInNewContext(code, { window, setTimeout: (f: () => void) => later.push(f) });
  }
  expect(window).toEqual({ a: 1, b: 2 });
  expect(later).toHaveLength(1);
  expect(() => later[0]!()).toThrow("refused");
});

test("a page without neighbouring scripts is left as it is", () => {
  const html = "<head><script>window.a=1</script></head><body><script>window.b=2</script></body>";
  expect(joinScripts(html)).toBe(html);
});

test("scripts already empty add no code to the run", () => {
  const run = "<body><script></script><script>window.a=1</script><script></script></body>";
  expect(joinScripts(run)).toBe(
    "<body><script>try{window.a=1\n}catch(e){setTimeout(()=>{throw e})}</script><script></script><script></script></body>",
  );
});
