// `npm run compare-layer -- --runs 3 / /ar …`: what the delivery layer buys on the day. Runs
// Lighthouse (scripts/measure/lighthouse.ts) on the same pages of both builds, the layer on
// (build) and off (build-off, `npm run build:off`), and prints each page's figures side by side.
// Both ratios divide by the floor measured in the run on the layer's build: the page's own HTML
// and inline rules with no script, the least any build can do. Build both first (`npm test`
// does; or `npm run build && npm run build:off`).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Row } from "./lighthouse.ts";

const args = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), "compare-layer-"));
const script = join(import.meta.dirname, "lighthouse.ts");

function measure(build: string, port: number): Row[] {
  const out = join(dir, `${build}.json`);
  try {
    execFileSync(process.execPath, [script, ...args, "--json", out], {
      env: { ...process.env, BUILD_DIR: build, LIGHTHOUSE_PORT: String(port) },
      stdio: ["ignore", "inherit", "inherit"],
    });
  } catch {
    // A page over its budget exits non-zero; its figures are what this tool is for.
  }
  return JSON.parse(readFileSync(out, "utf8")) as Row[];
}

console.log("Layer on (build):");
const on = measure("build", 4399);
console.log("\nLayer off (build-off):");
const off = new Map(measure("build-off", 4499).map((row) => [row.path, row]));

const cell = (text: string | number, width: number) => String(text).padStart(width);
console.log(
  `\n${"page".padEnd(40)}${cell("floor ms", 10)}${cell("on LCP", 9)}${cell("÷floor", 8)}${cell("off LCP", 9)}${cell("÷floor", 8)}${cell("TBT on", 8)}${cell("off", 6)}${cell("perf on", 9)}${cell("off", 5)}`,
);
for (const row of on) {
  const other = off.get(row.path);
  if (!other) continue;
  console.log(
    `${row.path.padEnd(40)}${cell(Math.round(row.floorLcp), 10)}${cell(Math.round(row.lcp), 9)}${cell((row.lcp / row.floorLcp).toFixed(2), 8)}${cell(Math.round(other.lcp), 9)}${cell((other.lcp / row.floorLcp).toFixed(2), 8)}${cell(Math.round(row.tbt), 8)}${cell(Math.round(other.tbt), 6)}${cell(row.scores.performance, 9)}${cell(other.scores.performance, 5)}`,
  );
}
