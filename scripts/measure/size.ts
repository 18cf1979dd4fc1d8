// `npm run size`: what each page of the build costs before the visitor acts, and what its islands
// cost when they wake. Per page: the JavaScript evaluated before the visitor acts (its inline
// scripts and the island module with its static imports), in KiB gzip (level 9); its islands;
// and its HTML as `npm start` sends it (Brotli 11, from build/compressed). Then each island's code,
// loaded on its trigger: its own chunk, React and the hydration code, with everything they import.
//
// Exits non-zero when a page is over `beforeActingKiB` of JavaScript, or its HTML less than
// `firstRoundTripHeadroomBytes` under the first round trip (FIRST_ROUND_TRIP_BYTES): the next
// sentence or icon must not be the one that breaks it. Budgets from budgets.json and the header
// table; bytes are deterministic, so this runs in CI.
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import type { SiteManifest } from "../../app/site-pages.ts";

import { FIRST_ROUND_TRIP_BYTES } from "../host/headers.ts";
import { clientDir, compressedDir, manifestFile, pageFile } from "../host/site-files.ts";

const KiB = 1024;
const kib = (bytes: number) => (bytes / KiB).toFixed(1);
const gzip = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

const budgets = JSON.parse(
  await readFile(new URL("../../budgets.json", import.meta.url), "utf8"),
) as { transferKiB: { beforeActing: number }; firstRoundTripHeadroomBytes: number };

/** The most a page's HTML may weigh with Brotli. */
const HTML_LIMIT = FIRST_ROUND_TRIP_BYTES - budgets.firstRoundTripHeadroomBytes;

const read = (asset: string) => readFile(join(clientDir, asset), "utf8");

/** The modules a chunk imports statically (`import … from "./<chunk>.js"`), as asset paths. */
async function staticImports(asset: string): Promise<string[]> {
  const code = await read(asset);
  const found = [
    ...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w{}$,*\s]+from\s*)?["']\.\/([\w.-]+\.js)["']/g),
  ];
  return found.map((m) => `assets/${m[1]}`);
}

/** The chunks a chunk loads when it runs, with what they import (Vite lists a dynamic import's). */
async function closure(entries: string[], dynamic = false): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const asset = queue.pop()!;
    if (seen.has(asset)) continue;
    seen.add(asset);
    queue.push(...(await staticImports(asset)));
    if (dynamic) {
      const code = await read(asset);
      const deps = /m\.f=\[([^\]]*)\]/.exec(code)?.[1] ?? "";
      queue.push(...[...deps.matchAll(/"(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
    }
  }
  return seen;
}

const total = async (assets: Iterable<string>) =>
  (await Promise.all([...assets].map(async (a) => gzip(await read(a))))).reduce((a, b) => a + b, 0);

const only = process.argv.slice(2);
const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as SiteManifest;
const pages = manifest.pages
  .map((p) => p.path)
  .filter((p) => only.length === 0 || only.includes(p))
  .sort();

const overScript: string[] = [];
const overFirstTrip: string[] = [];
const islandNames = new Set<string>();
let entryModule = "";
console.log("page".padEnd(46) + "JS before acting, KiB gz  HTML bytes br  islands");
for (const page of pages) {
  const html = await readFile(join(clientDir, pageFile(page)), "utf8");
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  // The island module, named in a script element of the head.
  const modules = [...html.matchAll(/"\/(assets\/[\w.-]+\.js)"/g)].map((m) => m[1]!);
  entryModule ||= modules[0] ?? "";
  const js =
    inline.reduce((sum, text) => sum + gzip(text), 0) + (await total(await closure(modules)));
  const islands = [...html.matchAll(/<island-root island="([\w-]+)" when="(\w+)"/g)].map(
    (m) => `${m[1]} (${m[2]})`,
  );
  for (const m of html.matchAll(/<island-root island="([\w-]+)"/g)) islandNames.add(m[1]!);
  const htmlBr = (await stat(join(compressedDir, `${pageFile(page)}.br`))).size;
  if (js / KiB > budgets.transferKiB.beforeActing) overScript.push(`${page}: ${kib(js)} KiB`);
  if (htmlBr > HTML_LIMIT) overFirstTrip.push(`${page}: ${htmlBr} bytes`);
  console.log(
    page.padEnd(46) +
      kib(js).padStart(24) +
      String(htmlBr).padStart(15) +
      `  ${[...new Set(islands)].join(", ")}`,
  );
}

// What an island's trigger loads: the hydration code (React, the strings runtime) once per page,
// and the island's own chunk with what it imports beyond that.
const entryCode = await read(entryModule);
const hydration = /import\(`\.\/(hydrate-island-[\w-]+\.js)`\)/.exec(entryCode)?.[1];
if (hydration) {
  const shared = await closure([`assets/${hydration}`]);
  console.log(
    `\nLoaded with the first island a visitor wakes (React, strings runtime, hydration): ${kib(await total(shared))} KiB`,
  );
  console.log("Each island's own code on its trigger, beyond that:");
  for (const name of [...islandNames].sort()) {
    const chunk = new RegExp(`"(assets/${name}\\.island-[\\w-]+\\.js)"`).exec(entryCode)?.[1];
    if (!chunk) continue;
    const own = [...(await closure([chunk], true))].filter((a) => !shared.has(a));
    console.log(`  ${name.padEnd(18)} ${kib(await total(own))} KiB`);
  }
}

const failures = [
  ...overScript.map(
    (p) => `JavaScript before acting over ${budgets.transferKiB.beforeActing} KiB: ${p}`,
  ),
  ...overFirstTrip.map(
    (p) =>
      `HTML not ${budgets.firstRoundTripHeadroomBytes} bytes under the first round trip (${HTML_LIMIT} of ${FIRST_ROUND_TRIP_BYTES}): ${p}`,
  ),
];
if (failures.length) {
  console.error(`\n${failures.join("\n")}`);
  process.exit(1);
}
console.log(
  `\nEvery page within ${budgets.transferKiB.beforeActing} KiB of JavaScript before the visitor acts, and its HTML at least ${budgets.firstRoundTripHeadroomBytes} bytes under the first round trip (${HTML_LIMIT} of ${FIRST_ROUND_TRIP_BYTES} bytes with Brotli).`,
);
