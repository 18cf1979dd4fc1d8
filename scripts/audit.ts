// `npm run audit`: Lighthouse (mobile) on every prerendered page of the production build, one row
// per page, checked against budgets.json. Exits non-zero when a page misses a budget.
//   npm run audit                 every page, one run each
//   npm run audit -- --runs 3     median of three runs per page (steadier LCP)
//   npm run audit -- / /zh        only these paths
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import type { SiteManifest } from "../app/site-pages.ts";

import { manifestFile } from "./site-files.ts";

type Budgets = {
  scores: Record<string, number>;
  metrics: { lcpMs: number; cls: number; tbtMs: number };
  transferKiB: { script: number; stylesheet: number };
};
type Row = {
  path: string;
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKiB: number;
  cssKiB: number;
};

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const PORT = Number(process.env.AUDIT_PORT ?? 4399);
const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 1;
const onlyPaths = args.filter((a, i) => a.startsWith("/") && args[i - 1] !== "--runs");

const budgets = JSON.parse(
  await readFile(new URL("../budgets.json", import.meta.url), "utf8"),
) as Budgets;

/** Every page of the build, from the list it wrote (build/site-pages.json). */
async function pagePaths(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as SiteManifest;
  return manifest.pages.map((p) => p.path).sort((a, b) => a.localeCompare(b));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function waitForServer(url: string) {
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start at ${url}`);
}

const server = spawn(process.execPath, ["scripts/serve.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "localhost" },
  stdio: "ignore",
});
const chromePath =
  process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const rows: Row[] = [];
try {
  const base = `http://localhost:${PORT}`;
  await waitForServer(`${base}/`);
  const paths = onlyPaths.length ? onlyPaths : await pagePaths();
  for (const path of paths) {
    const samples: Row[] = [];
    for (let run = 0, retries = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result!.lhr;
      const audits = lhr.audits;
      const items =
        (
          audits["resource-summary"]?.details as {
            items?: { resourceType: string; transferSize: number }[];
          }
        )?.items ?? [];
      const kib = (type: string) =>
        (items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
      // Lighthouse occasionally fails to trace a load (no LCP reported): measure that run again.
      if (!Number.isFinite(audits["largest-contentful-paint"]?.numericValue) && retries++ < 2) {
        run--;
        continue;
      }
      samples.push({
        path,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ),
        fcp: audits["first-contentful-paint"]?.numericValue ?? NaN,
        lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        jsKiB: kib("script"),
        cssKiB: kib("stylesheet"),
      });
    }
    const byLcp = [...samples].sort((a, b) => a.lcp - b.lcp);
    const row = { ...byLcp[Math.floor(byLcp.length / 2)]!, lcp: median(samples.map((s) => s.lcp)) };
    rows.push(row);
    printRow(row);
  }
} finally {
  await chrome.kill();
  server.kill();
}

function printRow(row: Row) {
  if (rows.length === 1) {
    console.log("page".padEnd(34) + "perf a11y bp  seo    FCP    LCP   TBT    CLS  JS KiB CSS KiB");
  }
  const s = row.scores;
  console.log(
    row.path.padEnd(34) +
      [s.performance, s.accessibility, s["best-practices"], s.seo]
        .map((v) => String(v).padStart(4))
        .join(" ") +
      `${row.fcp.toFixed(0).padStart(7)}${row.lcp.toFixed(0).padStart(7)}${row.tbt.toFixed(0).padStart(6)}` +
      `${row.cls.toFixed(3).padStart(7)}${row.jsKiB.toFixed(1).padStart(8)}${row.cssKiB.toFixed(1).padStart(8)}`,
  );
}

const total = (key: "jsKiB" | "cssKiB") => rows.reduce((sum, r) => sum + r[key], 0);
console.log(
  `\n${rows.length} pages, ${runs} run(s) each. Median LCP ${median(rows.map((r) => r.lcp)).toFixed(0)} ms; ` +
    `JS ${total("jsKiB").toFixed(1)} KiB and CSS ${total("cssKiB").toFixed(1)} KiB transferred in all.`,
);

const failures = rows.flatMap((r) => [
  ...CATEGORIES.filter((c) => (r.scores[c] ?? 0) < (budgets.scores[c] ?? 0)).map(
    (c) => `${r.path}: ${c} ${r.scores[c]} < ${budgets.scores[c]}`,
  ),
  ...(!(r.lcp <= budgets.metrics.lcpMs)
    ? [`${r.path}: LCP ${r.lcp.toFixed(0)} ms > ${budgets.metrics.lcpMs}`]
    : []),
  ...(!(r.tbt <= budgets.metrics.tbtMs)
    ? [`${r.path}: TBT ${r.tbt.toFixed(0)} ms > ${budgets.metrics.tbtMs}`]
    : []),
  ...(!(r.cls <= budgets.metrics.cls)
    ? [`${r.path}: CLS ${r.cls.toFixed(3)} > ${budgets.metrics.cls}`]
    : []),
  ...(r.jsKiB > budgets.transferKiB.script
    ? [`${r.path}: JS ${r.jsKiB.toFixed(1)} KiB > ${budgets.transferKiB.script}`]
    : []),
  ...(r.cssKiB > budgets.transferKiB.stylesheet
    ? [`${r.path}: CSS ${r.cssKiB.toFixed(1)} KiB > ${budgets.transferKiB.stylesheet}`]
    : []),
]);
if (failures.length) {
  console.error(`\nOver budget (budgets.json):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("All pages within budget (budgets.json).");
