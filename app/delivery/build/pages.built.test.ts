import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "vitest";

import { icons } from "~/components/ui/icons";
import { isMessagePart } from "~/i18n/message-parts";

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

test("no page asks for the icon file; every icon it names is a symbol of the file its module brings in", () => {
  const assets = readdirSync(join(clientDir, "assets"));
  const [spriteFile, ...others] = assets.filter((file) => /^icons-[\w-]+\.svg$/.test(file));
  expect(others).toEqual([]);
  const sprite = readFileSync(join(clientDir, "assets", spriteFile!), "utf8");
  const module = assets.find((file) => /^entry\.client-[\w-]+\.js$/.test(file))!;
  expect(readFileSync(join(clientDir, "assets", module), "utf8")).toContain(
    `/assets/${spriteFile}`,
  );
  let named = 0;
  for (const { file, html } of pages) {
    // A `<use>` of the file itself would ask for it while the page is laid out, before its paint.
    expect(html, file).not.toContain("/assets/icons-");
    for (const [, id] of html.matchAll(/<use href="#([\w-]+)"/g)) {
      expect(sprite, `${file}: ${id}`).toContain(`<symbol id="${id}" viewBox="0 0 24 24"`);
      named++;
    }
  }
  expect(named).toBeGreaterThan(pages.length);
});

test("no script a page loads carries an icon's drawing: only the prerender draws the first paint's", () => {
  // The page's module, then every chunk it or a chunk it loads names, statically or not.
  const loaded = new Set<string>();
  const queue = readdirSync(join(clientDir, "assets")).filter((file) =>
    /^entry\.client-[\w-]+\.js$/.test(file),
  );
  while (queue.length) {
    const chunk = queue.pop()!;
    if (loaded.has(chunk)) continue;
    loaded.add(chunk);
    const code = readFileSync(join(clientDir, "assets", chunk), "utf8");
    queue.push(...[...code.matchAll(/["'](?:\.\/|assets\/)([\w.-]+\.js)["']/g)].map((m) => m[1]!));
  }
  expect(loaded.size).toBeGreaterThan(3);
  const drawings = Object.values(icons).flatMap((drawing) =>
    drawing.flatMap(([, attrs]) => ("d" in attrs ? [String(attrs.d)] : [])),
  );
  for (const chunk of loaded) {
    const code = readFileSync(join(clientDir, "assets", chunk), "utf8");
    for (const d of drawings) expect(code, `${chunk} draws ${d}`).not.toContain(d);
  }
  // Every page draws its header's icons itself, its menu's too: it opens before the module comes.
  for (const { file, html } of pages) {
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(header, file).not.toContain("<use");
    expect(header, file).toMatch(/<svg[^>]*><path d="/);
  }
});
