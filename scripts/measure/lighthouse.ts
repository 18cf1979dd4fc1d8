// `npm run lighthouse`: Lighthouse (its default mobile run: simulated slow 4G, 4× CPU) on each
// prerendered page of the production build and on the page's floor, one row per page, checked
// against budgets.json; exits with 1 when a page misses a budget.
//   npm run lighthouse                      every page of build/site-pages.json, one load each
//   npm run lighthouse -- --runs 3 / /zh    these pages only, three loads each
//   … --json rows.json                      the rows as JSON too
//   … --dark                                with the device set to dark (Chromium's
//                                           --blink-settings=preferredColorScheme=0)
//   … --cpu 8                               the CPU slowed down 8× rather than Lighthouse's 4×
//   … --tasks                               each page's long tasks, from its load of median TBT
//                                           and its floor's
//
// The floor is the page's HTML with every script and module preload removed, served by a second
// local server and loaded after the page: what the network and the HTML alone allow. "ratio" is
// the page's LCP over its floor's, what the scripts cost the largest paint (1.00: nothing). A slow
// or busy machine lengthens both LCPs alike, so the ratio holds from machine to machine where the
// milliseconds do not: LCP is budgeted as a ratio, FCP and LCP are shown, not checked. The
// performance score still weighs absolute times, so on a slow machine it can miss on its own.
// "floor TBT" is the blocking time of the page's own parsing, style and layout, without a script:
// beside TBT it shows what the scripts add on this machine.
// Each figure is the median of the page's loads, except CLS, the largest: a shift in any load is
// one a reader can see.
import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import compression from "compression";
import type { Flags, Result } from "lighthouse";
import send from "send";

import type { SiteManifest } from "../../app/site-pages.ts";

import { headersFor } from "../host/headers.ts";
import { acceptedEncoding, compressedCopies } from "../postbuild/precompress.ts";
import { clientDir, manifestFile, pageFile } from "../host/site-files.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/** What this tool reads of budgets.json. */
export type Budgets = {
  scores: Record<Category, number>;
  metrics: { lcpToFloor: number; tbtOverFloorMs: number; cls: number };
};

/**
 * A page's loads, and its floor's, reduced to one figure each. `jsKiB` is the scripts the page
 * transferred while loading, compressed as served.
 */
export type Row = { path: string; scores: Record<Category, number> } & Record<
  "fcp" | "lcp" | "floorLcp" | "ratio" | "tbt" | "floorTbt" | "cls" | "jsKiB",
  number
>;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
type Summary = { items?: { resourceType: string; transferSize: number }[] } | undefined;
const scriptBytes = (lhr: Result) =>
  (lhr.audits["resource-summary"]?.details as Summary)?.items?.find(
    (item) => item.resourceType === "script",
  )?.transferSize ?? 0;

export function toRow(path: string, loads: Result[], floorLoads: Result[]): Row {
  const mid = (runs: Result[], id: string) => median(runs.map((lhr) => metric(lhr, id)));
  const lcp = mid(loads, "largest-contentful-paint");
  const floorLcp = mid(floorLoads, "largest-contentful-paint");
  const score = (c: Category) =>
    median(loads.map((lhr) => Math.round((lhr.categories[c]?.score ?? 0) * 100)));
  return {
    path,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Row["scores"],
    fcp: mid(loads, "first-contentful-paint"),
    lcp,
    floorLcp,
    ratio: lcp / floorLcp,
    tbt: mid(loads, "total-blocking-time"),
    floorTbt: mid(floorLoads, "total-blocking-time"),
    cls: Math.max(...loads.map((lhr) => metric(lhr, "cumulative-layout-shift"))),
    jsKiB: median(loads.map(scriptBytes)) / 1024,
  };
}

/** A task of 50 ms or more, as Lighthouse simulated it: start and duration in ms, and its script. */
type LongTask = { url: string; startTime: number; duration: number };

/** The long tasks of the load whose TBT is the median (the lower middle one of an even count). */
export function medianLongTasks(loads: Result[]): LongTask[] {
  const tbt = (lhr: Result) => metric(lhr, "total-blocking-time");
  const load = [...loads].sort((a, b) => tbt(a) - tbt(b))[Math.floor((loads.length - 1) / 2)]!;
  const items = (load.audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)?.items;
  return (items ?? [])
    .map(({ url, startTime, duration }) => ({ url, startTime, duration }))
    .sort((a, b) => a.startTime - b.startTime);
}

/** Where a task ran: a script of the site, the page itself (`/`), or what Lighthouse names. */
const taskSource = (url: string) =>
  /^https?:/.test(url) ? new URL(url).pathname.replace(/^\/assets\//, "") : url;

const formatTasks = (label: string, tasks: LongTask[]) =>
  `  ${label}: ` +
  (tasks
    .map((t) => `${t.startTime.toFixed(0)}+${t.duration.toFixed(0)} ${taskSource(t.url)}`)
    .join(", ") || "none");

/** `value` with the digits that show it is over `limit`: TBT 50.4 > 50, not 50 > 50. */
function shown(value: number, limit: number, digits: number): string {
  while (digits < 4 && !(Number(value.toFixed(digits)) > limit)) digits++;
  return value.toFixed(digits);
}

/** The budgets a row misses, one phrase each; none when it is within all of them. */
export function misses(row: Row, budgets: Budgets): string[] {
  const { lcpToFloor, tbtOverFloorMs, cls } = budgets.metrics;
  // The blocking time the page adds to its floor's: what its scripts cost the main thread.
  const tbtMs = row.floorTbt + tbtOverFloorMs;
  // Each test is "not within", so that a figure Lighthouse could not measure (NaN) is a miss.
  return [
    ...CATEGORIES.filter((c) => !(row.scores[c] >= budgets.scores[c])).map(
      (c) => `${c} ${row.scores[c]} < ${budgets.scores[c]}`,
    ),
    ...(row.ratio <= lcpToFloor
      ? []
      : [`LCP ${shown(row.ratio, lcpToFloor, 2)} × its floor > ${lcpToFloor}`]),
    ...(row.tbt <= tbtMs
      ? []
      : [
          `TBT ${shown(row.tbt, tbtMs, 0)} ms > its floor's ${row.floorTbt.toFixed(0)} + ${tbtOverFloorMs}`,
        ]),
    ...(row.cls <= cls ? [] : [`CLS ${shown(row.cls, cls, 3)} > ${cls}`]),
  ];
}

const COLUMNS: [label: string, width: number, cell: (row: Row) => string][] = [
  ["perf", 5, (r) => String(r.scores.performance)],
  ["a11y", 5, (r) => String(r.scores.accessibility)],
  ["bp", 5, (r) => String(r.scores["best-practices"])],
  ["seo", 5, (r) => String(r.scores.seo)],
  ["FCP", 7, (r) => r.fcp.toFixed(0)],
  ["LCP", 7, (r) => r.lcp.toFixed(0)],
  ["floor LCP", 11, (r) => r.floorLcp.toFixed(0)],
  ["ratio", 7, (r) => r.ratio.toFixed(2)],
  ["TBT", 6, (r) => r.tbt.toFixed(0)],
  ["floor TBT", 11, (r) => r.floorTbt.toFixed(0)],
  ["CLS", 7, (r) => r.cls.toFixed(3)],
  ["JS KiB", 8, (r) => r.jsKiB.toFixed(1)],
];
const PAGE_WIDTH = 40;
export const header = () =>
  "page".padEnd(PAGE_WIDTH) + COLUMNS.map(([label, width]) => label.padStart(width)).join("");
export const formatRow = (row: Row) =>
  row.path.padEnd(PAGE_WIDTH) +
  COLUMNS.map(([, width, cell]) => cell(row).padStart(width)).join("");

/** The page without its scripts: no script element, no module preload that would fetch one. */
export function floorOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="(modulepreload|preload)"[^>]*>/g, "");
}

async function waitForServer(url: string) {
  for (let i = 0; i < 50; i++) {
    if ((await fetch(url).catch(() => undefined))?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start at ${url}`);
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      runs: { type: "string", default: "1" },
      json: { type: "string" },
      dark: { type: "boolean", default: false },
      tasks: { type: "boolean", default: false },
      cpu: { type: "string", default: "4" },
    },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  if (!(Number.isInteger(runs) && runs >= 1)) {
    throw new Error(`--runs expects a whole number, 1 or more; got "${values.runs}"`);
  }
  const cpuSlowdown = Number(values.cpu);
  if (!(cpuSlowdown >= 1))
    throw new Error(`--cpu expects a slowdown of 1 or more; got "${values.cpu}"`);
  const json = async (file: string | URL) => JSON.parse(await readFile(file, "utf8")) as unknown;
  const budgets = (await json(new URL("../../budgets.json", import.meta.url))) as Budgets;
  const manifest = (await json(manifestFile)) as SiteManifest;
  const paths = positionals.length
    ? positionals
    : manifest.pages.map((p) => p.path).sort((a, b) => a.localeCompare(b));

  // The floors, compressed before any load as the build compresses pages (Brotli 11, gzip 9), so
  // that compressing never counts as server time; everything else is served from the build.
  const floors = new Map<string, { html: Buffer; br: Buffer; gzip: Buffer }>();
  for (const path of paths) {
    const page = await readFile(join(clientDir, pageFile(path)), "utf8").catch(() => {
      throw new Error(`the build has no page ${path}: run npm run build, or check the path`);
    });
    const html = Buffer.from(floorOf(page));
    floors.set(path, { html, ...(await compressedCopies(html)) });
  }
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 4399);
  const compress = compression();
  const floorServer = createServer((req, res) =>
    compress(req as never, res as never, () => {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      const floor = floors.get(path);
      if (!floor) return void send(req, path, { root: clientDir }).pipe(res);
      const encoding = acceptedEncoding(req)?.name;
      // The page's own headers, as `npm start` sends them: served without them (the opener policy
      // among them), the page itself blocked 64 ms less at 8× than it did from `npm start`.
      res.writeHead(200, {
        ...headersFor(pageFile(path)),
        "Content-Type": "text/html; charset=utf-8",
        Vary: "Accept-Encoding",
        ...(encoding && { "Content-Encoding": encoding }),
      });
      res.end(encoding ? floor[encoding] : floor.html);
    }),
  );
  await new Promise<void>((resolve) => floorServer.listen(port + 1, "localhost", resolve));
  // The site as `npm start` serves it.
  const serveScript = fileURLToPath(new URL("../host/serve.ts", import.meta.url));
  const server = spawn(process.execPath, [serveScript], {
    env: { ...process.env, PORT: String(port), HOST: "localhost" },
    stdio: "ignore",
  });

  // Imported here, not at the top, so that the unit test spends no seconds loading them.
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const { launchOptions, wholeChromiumPath } = await import("../../playwright.config.ts");
  const rows: Row[] = [];
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
  try {
    await waitForServer(`http://localhost:${port}/`);
    // The whole browser (not the tests' headless shell), with the tests' switches.
    chrome = await chromeLauncher.launch({
      chromePath: wholeChromiumPath(),
      chromeFlags: [
        "--headless=new",
        ...launchOptions.args,
        // The device's preference that `prefers-color-scheme` reads: 0 is dark.
        ...(values.dark ? ["--blink-settings=preferredColorScheme=0"] : []),
      ],
    });
    // Lighthouse's mobile throttling, with the CPU slowdown asked for (4×, its default, or 8× for
    // a mid-tier phone seen from a fast machine).
    const { throttling } = await import("lighthouse/core/config/constants.js");
    const flags: Flags = {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    };
    // Lighthouse now and then traces a load without its LCP: a failure of its own, not the
    // page's, so that load is taken again, twice at most.
    const load = async (url: string, attempts = 3): Promise<Result> => {
      const { lhr } = (await lighthouse(url, flags))!;
      const traced = Number.isFinite(metric(lhr, "largest-contentful-paint"));
      return traced || attempts === 1 ? lhr : load(url, attempts - 1);
    };
    console.log(header());
    for (const path of paths) {
      const loads: Result[] = [];
      const floorLoads: Result[] = [];
      // Page and floor alternate, so that a busy moment of the machine weighs on both alike.
      for (let run = 0; run < runs; run++) {
        loads.push(await load(`http://localhost:${port}${path}`));
        floorLoads.push(await load(`http://localhost:${port + 1}${path}`));
      }
      rows.push(toRow(path, loads, floorLoads));
      console.log(formatRow(rows.at(-1)!));
      if (values.tasks) {
        console.log(formatTasks("long tasks", medianLongTasks(loads)));
        console.log(formatTasks("floor's", medianLongTasks(floorLoads)));
      }
    }
  } finally {
    await chrome?.kill();
    server.kill();
    floorServer.close();
  }

  console.log(`\n${rows.length} page(s), ${runs} load(s) each, and as many of each floor.`);
  // `--json <file>`: the rows for another tool (compare-builds.ts).
  if (values.json) await writeFile(values.json, `${JSON.stringify(rows, null, 2)}\n`);
  const over = rows.flatMap((row) => {
    const missed = misses(row, budgets);
    return missed.length ? [formatRow(row), `  ${missed.join("; ")}`] : [];
  });
  if (over.length) {
    console.error(`\nOver budget (budgets.json):\n${header()}\n${over.join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log("All pages within budget (budgets.json).");
  }
}

if (import.meta.main) await main();
