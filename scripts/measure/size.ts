// `npm run size`: the first-load JavaScript and CSS of each page of the build, in KiB gzip
// (level 9), counting what the page loads before it is interactive: the modules it preloads and
// the parts of its language's strings that its <html data-messages> names. The stylesheet is
// inline in each page's HTML. Parts that hydrate or open after the page (the home page below its
// hero, menus, language list, toast, booking) are listed separately, and so is the page's data
// file (React Router's hydration data, moved out of the HTML by app/delivery/steps/external-data.ts):
// values, not code. The last column is the page's HTML as `npm start` sends it (Brotli 11, from
// build/compressed): a page over the first round trip (FIRST_ROUND_TRIP_BYTES) is listed at the end.
// That is a warning, not a failure: a long article's text alone can fill it.
//
// Exits non-zero when a page's first-load JavaScript is over `transferKiB.script` of
// budgets.json: bytes are deterministic, so this runs in CI.
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { localeFromHtmlLang } from "../../app/i18n/locales.ts";
import type { SiteManifest } from "../../app/site-pages.ts";

import { DATA_PREFIX } from "../../app/delivery/steps/external-data.ts";
import { FIRST_ROUND_TRIP_BYTES } from "../host/headers.ts";
import { clientDir, compressedDir, manifestFile, pageFile } from "../host/site-files.ts";

const KiB = 1024;
const kib = (bytes: number) => (bytes / KiB).toFixed(1);
const gzip = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
const gz = async (asset: string) => gzip(await readFile(join(clientDir, asset)));

const budgets = JSON.parse(
  await readFile(new URL("../../budgets.json", import.meta.url), "utf8"),
) as {
  transferKiB: { script: number };
};
const assets = await readdir(join(clientDir, "assets"));
const chunk = (name: string) => assets.find((a) => a.startsWith(`${name}-`) && a.endsWith(".js"));
const only = process.argv.slice(2);
const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as SiteManifest;
const pages = manifest.pages
  .map((p) => p.path)
  .filter((p) => only.length === 0 || only.includes(p))
  .sort();

const over: string[] = [];
const overFirstTrip: string[] = [];
console.log(
  "page".padEnd(46) +
    "JS KiB gz  files  CSS KiB gz (inline)  of which strings  data KiB gz  HTML bytes br",
);
for (const page of pages) {
  const html = await readFile(join(clientDir, pageFile(page)), "utf8");
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? "en";
  const code = localeFromHtmlLang(lang);
  const files = [...new Set([...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const isData = (file: string) => file.startsWith(`assets/${DATA_PREFIX}`);
  const scripts = files.filter((file) => !isData(file));
  const data = (await Promise.all(files.filter(isData).map(gz))).reduce((a, b) => a + b, 0);
  const parts = /<html[^>]* data-messages="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];
  const bundles = parts.map((part) => {
    const bundle = chunk(`strings-${code}-${part}`);
    if (!bundle) throw new Error(`${page}: no file for the "${part}" strings in ${code}`);
    return `assets/${bundle}`;
  });
  const [js = 0, strings = 0] = await Promise.all(
    [[...scripts, ...bundles], bundles].map(async (files) =>
      (await Promise.all(files.map(gz))).reduce((a, b) => a + b, 0),
    ),
  );
  scripts.push(...bundles);
  const style = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join("");
  if (js / KiB > budgets.transferKiB.script) over.push(`${page}: ${kib(js)} KiB`);
  const htmlBr = (await stat(join(compressedDir, `${pageFile(page)}.br`))).size;
  if (htmlBr > FIRST_ROUND_TRIP_BYTES) overFirstTrip.push(`${page}: ${htmlBr} bytes`);
  console.log(
    page.padEnd(46) +
      kib(js).padStart(9) +
      String(scripts.length).padStart(7) +
      kib(gzip(style)).padStart(21) +
      `${kib(strings)} (${code})`.padStart(18) +
      kib(data).padStart(13) +
      String(htmlBr).padStart(15),
  );
}

const framework = chunk("framework");
if (framework) {
  console.log(
    `\nframework chunk (React, React DOM, React Router, use-intl, Lucide's icon base): ${kib(await gz(`assets/${framework}`))} KiB`,
  );
}
const lazy = [
  "home-sections",
  "mobile-menu-sheet",
  "language-select-menu",
  "form-toast",
  "booking-embed",
];
console.log("\nLoaded after the page (own chunk, gzip; shared chunks not counted):");
for (const name of lazy) {
  const file = assets.find((a) => a.startsWith(`${name}-`));
  if (file) console.log(`  ${name.padEnd(22)} ${kib(await gz(`assets/${file}`))} KiB`);
}

if (overFirstTrip.length) {
  console.log(
    `\nHTML over the first round trip (${FIRST_ROUND_TRIP_BYTES} bytes with Brotli):\n  ${overFirstTrip.join("\n  ")}`,
  );
} else {
  console.log(
    `\nEvery page's HTML fits the first round trip (${FIRST_ROUND_TRIP_BYTES} bytes with Brotli).`,
  );
}

if (over.length) {
  console.error(
    `\nFirst-load JavaScript over ${budgets.transferKiB.script} KiB (budgets.json):\n  ${over.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(`\nEvery page within ${budgets.transferKiB.script} KiB of first-load JavaScript.`);
