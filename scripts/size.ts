// `npm run size`: the first-load JavaScript and CSS of each page of the build, in KiB gzip
// (level 9), counting what the page loads before it is interactive: the modules it preloads and
// its language's message bundle. Lazy parts (menu, language list, toast, booking) are listed
// separately: they load only when a visitor reaches for them.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import type { SiteManifest } from "../app/site-pages.ts";

import { clientDir, manifestFile } from "./site-files.ts";

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = async (asset: string) =>
  gzipSync(await readFile(join(clientDir, asset)), { level: 9 }).length;

const assets = await readdir(join(clientDir, "assets"));
const messages = (code: string) =>
  assets.find((a) => a.startsWith(`${code}-`) && a.endsWith(".js"));
const only = process.argv.slice(2);
const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as SiteManifest;
const pages = manifest.pages
  .map((p) => p.path)
  .filter((p) => only.length === 0 || only.includes(p))
  .sort();

console.log("page".padEnd(34) + "JS KiB gz  files  CSS KiB gz  of which strings");
for (const page of pages) {
  const html = await readFile(
    join(clientDir, page === "/" ? "index.html" : `${page.slice(1)}.html`),
    "utf8",
  );
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? "en";
  const code = { "zh-Hant": "zh", es: "es" }[lang] ?? "en";
  const scripts = [...new Set([...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const bundle = messages(code);
  if (bundle) scripts.push(`assets/${bundle}`);
  const css = [...new Set([...html.matchAll(/"\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]!))];
  const js = (await Promise.all(scripts.map(gz))).reduce((a, b) => a + b, 0);
  const style = (await Promise.all(css.map(gz))).reduce((a, b) => a + b, 0);
  const strings = bundle ? await gz(`assets/${bundle}`) : 0;
  console.log(
    page.padEnd(34) +
      kib(js).padStart(9) +
      String(scripts.length).padStart(7) +
      kib(style).padStart(12) +
      `${kib(strings)} (${code})`.padStart(18),
  );
}

const lazy = ["mobile-menu-sheet", "language-select-menu", "form-toast", "booking-embed"];
console.log("\nLoaded on first use (own chunk, gzip; shared Radix chunks not counted):");
for (const name of lazy) {
  const file = assets.find((a) => a.startsWith(`${name}-`));
  if (file) console.log(`  ${name.padEnd(22)} ${kib(await gz(`assets/${file}`))} KiB`);
}
