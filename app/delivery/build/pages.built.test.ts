import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "vitest";

import { isMessagePart } from "~/i18n/message-loading";

import { triggers } from "../island";

// Every page of the last build (`npm test` runs from the root), as it is served.
const clientDir = "build/client";
const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html") && file !== "admin.html")
  .map((file) => ({ file, html: readFileSync(join(clientDir, file), "utf8") }));
const islandFiles = readdirSync("app/components", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".island.tsx"))
  .map((file) => file.slice(file.lastIndexOf("/") + 1, -".island.tsx".length));

test("the build has its pages", () => {
  expect(pages.length).toBeGreaterThan(100);
});

test("no page carries React Router's client: no context, no route modules, one module, added by the head's one script", () => {
  for (const { file, html } of pages) {
    expect(html, file).not.toContain("__reactRouter");
    expect(html, file).not.toContain("modulepreload");
    expect(html, file).not.toContain('type="module"');
    const modules = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    expect(modules, file).toEqual([expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/)]);
    const head = html.slice(0, html.indexOf("</head>"));
    const scripts = [...head.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(scripts, file).toEqual([expect.stringContaining(`("${modules[0]}",`)]);
  }
});

test("every page ends with the element its first frame waits for", () => {
  for (const { file, html } of pages) {
    // Last, but for React's empty markers.
    expect(html, file).toMatch(/<span id="page-end" hidden=""><\/span>(<!--[^>]*-->)*<\/body>/);
  }
});

test("each island names a `.island.tsx` module, a trigger, its strings and a prefix of its own, and its props are JSON", () => {
  let found = 0;
  for (const { file, html } of pages) {
    const islands = [
      ...html.matchAll(
        /<island-root island="([\w-]+)" when="(\w+)" ids="([\w-]+)"(?: messages="([\w ]+)")?>(<script type="application\/json">([^<]*)<\/script>)?/g,
      ),
    ];
    found += islands.length;
    expect(islands.length, file).toBe(html.split("<island-root").length - 1);
    const prefixes = islands.map(([, , , prefix]) => prefix);
    expect(new Set(prefixes).size, `${file}: one prefix per island`).toBe(prefixes.length);
    for (const [, name, when, , messages = "", , props] of islands) {
      expect(islandFiles, file).toContain(name);
      expect(triggers, file).toContain(when);
      for (const part of messages.split(" ").filter(Boolean)) {
        expect(isMessagePart(part), `${file}: ${name} asks for ${part}`).toBe(true);
      }
      if (props !== undefined) expect(() => JSON.parse(props), `${file}: ${name}`).not.toThrow();
    }
  }
  // The home pages' contact form and office hours, the planner: some pages have islands.
  expect(found).toBeGreaterThan(0);
});

test("every icon a page draws is a symbol of the one icon file the build published", () => {
  const files = new Set<string>();
  let drawn = 0;
  for (const { file, html } of pages) {
    expect(html, file).not.toMatch(/<svg[^>]*><path/);
    for (const [, url, name] of html.matchAll(
      /<use href="(\/assets\/icons-[\w-]+\.svg)#([\w-]+)"/g,
    )) {
      files.add(url!);
      const sprite = readFileSync(join(clientDir, url!), "utf8");
      expect(sprite, `${file}: ${name}`).toContain(`<symbol id="${name}" viewBox="0 0 24 24"`);
      drawn++;
    }
  }
  expect(files.size).toBe(1);
  expect(drawn).toBeGreaterThan(pages.length);
});
