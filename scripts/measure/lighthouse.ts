// `npm run lighthouse`: Lighthouse (mobile) on every prerendered page of the production build, one row
// per page, checked against budgets.json. Exits non-zero when a page misses a budget.
//
// Each page is measured next to its floor: the same HTML with every script removed (and any web
// font, were there one), served from the same build. The floor is what the network allows for
// that page's bytes; the budget is a ratio to it as well as absolute timings.
//   npm run lighthouse                 every page, one run each
//   npm run lighthouse -- --runs 3     median of three runs per page (steadier LCP)
//   npm run lighthouse -- / /zh        only these paths
//   npm run lighthouse -- --cpu 4      check Lighthouse's own 4× CPU figures instead (see below)
//   npm run lighthouse -- --machine    only the empty page and the home pages' floors (below): can this
//                                 machine show the budgets? No site server, no page with scripts
//
// Each load is traced once and scored twice. Lighthouse simulates a phone by counting the CPU work
// it traced four times over (4×), so its timings depend on the machine that runs it. The budgets
// are checked against the same trace scored as the reference machine would score it: the CPU
// multiplier is 4 × this load's CPU benchmark / 2,600 (docs/decisions/038). The columns after
// "bench" give Lighthouse's plain 4× figures beside them. A page over the performance, CLS or TBT
// budget is followed by what its loads over budget show: the metrics and their scores, the
// elements that moved, the tasks that blocked.
//
// The benchmark times JavaScript in a warm process; a load also starts a renderer and maps its
// memory and fonts, which some machines make slow at any benchmark. So the audit measures an empty
// page beside the site, first and last, and prints it as the machine's zero: what Lighthouse
// counts here before a page adds anything (docs/decisions/044). It prints it before the pages, and
// says when it alone misses a budget. `--machine` measures it and the floors of the home page in
// each language (HTML and style, no script): when one of those misses a timing budget here, the
// pages are not expected to meet it on this machine (docs/decisions/045).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";

import * as chromeLauncher from "chrome-launcher";
import compression from "compression";
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import { ProcessedNavigation } from "lighthouse/core/computed/processed-navigation.js";
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { Runner } from "lighthouse/core/runner.js";
import send from "send";

import { localeInfo, locales, localizePath } from "../../app/i18n/locales.ts";
import type { SiteManifest } from "../../app/site-pages.ts";

import { acceptedEncoding, compressedCopies } from "../build/precompress.ts";
import { clientDir, manifestFile, pageFile } from "../host/site-files.ts";

type Budgets = {
  scores: Record<string, number>;
  metrics: { lcpMs: number; fcpMs: number; cls: number; tbtMs: number; lcpToFloor: number };
};
/** A load's figures, scored with one CPU multiplier. */
type Timings = { performance: number; fcp: number; lcp: number; tbt: number };
type Row = {
  path: string;
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKiB: number;
  /** Lighthouse's CPU benchmark during the load: 2600–3600 on the idle machines measured so far. */
  bench: number;
  /** The CPU multiplier the figures above were scored with. */
  cpu: number;
  /** The same load scored with Lighthouse's default 4× CPU. */
  plain: Timings;
  floorLcp: number;
  floorFcp: number;
  floorTbt: number;
  /** The page's runs, in order, for explaining a miss. */
  loads: Sample[];
};
/** What one load shows beyond its figures, to explain a miss. */
type LoadDetail = {
  /** Each metric the performance score weighs, with its value and its own score. */
  metrics: string;
  shifts: string[];
  longTasks: string[];
};

/** Lighthouse's default CPU multiplier for a mobile run. */
const LIGHTHOUSE_CPU = 4;
/**
 * The CPU benchmark of the reference machine: the lowest of the idle machines the full audits ran
 * on (2,596–2,913, docs/decisions/035). A load on a machine with a benchmark of B is scored at
 * 4 × B / 2,600, as that machine would have scored it at 4×.
 */
const REFERENCE_BENCH = 2600;
/** Lighthouse's `benchmarkIndex` under which a machine is busy or slow (2600–3600 idle). */
const SLOW_MACHINE = 2500;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const PORT = Number(process.env.AUDIT_PORT ?? 4399);
const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 1;
if (!(Number.isInteger(runs) && runs >= 1)) {
  throw new Error(
    `--runs expects a whole number of loads, 1 or more; got "${args[runsIndex + 1]}"`,
  );
}
const cpuIndex = args.indexOf("--cpu");
/** A fixed CPU multiplier (`--cpu 4`: Lighthouse's own figures), or none: calibrated per load. */
const fixedCpu = cpuIndex >= 0 ? Number(args[cpuIndex + 1]) : undefined;
if (fixedCpu !== undefined && !(fixedCpu > 0)) {
  throw new Error(`--cpu expects a multiplier above 0, such as 4; got "${args[cpuIndex + 1]}"`);
}
/** Only the empty page and the home pages' floors: whether this machine can show the budgets. */
const machineOnly = args.includes("--machine");
const onlyPaths = args.filter(
  (a, i) => a.startsWith("/") && !["--runs", "--cpu"].includes(args[i - 1]!),
);
if (machineOnly && onlyPaths.length) {
  throw new Error(
    `--machine measures the home pages' floors only; leave out ${onlyPaths.join(" ")}`,
  );
}

/**
 * The site's languages this machine has no font for, by fontconfig (Linux; elsewhere none is
 * reported). Without one, Chromium looks for a fallback for every character and draws empty boxes,
 * which no reader's device does: Chinese pages measured 40–60 ms slower, floors included
 * (docs/decisions/026). fontconfig names Traditional Chinese `zh-tw`.
 */
function languagesWithoutFont(): string[] {
  return Object.values(localeInfo)
    .map(({ htmlLang }) => htmlLang)
    .filter((lang) => {
      const fontconfigLang = lang === "zh-Hant" ? "zh-tw" : lang.toLowerCase();
      const list = spawnSync("fc-list", [`:lang=${fontconfigLang}`, "family"], {
        encoding: "utf8",
      });
      return list.status === 0 && list.stdout.trim() === "";
    });
}
const withoutFont = languagesWithoutFont();
const fontWarning =
  withoutFont.length > 0 &&
  `No font on this machine draws ${withoutFont.join(", ")}: those pages measure the search for a fallback, not the site. Install one first (Debian: apt-get install fonts-noto-cjk).`;
if (fontWarning) console.warn(fontWarning);

const budgets = JSON.parse(
  await readFile(new URL("../../budgets.json", import.meta.url), "utf8"),
) as Budgets;
const m = budgets.metrics;

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

// The site itself, as `npm start` serves it; `--machine` loads none of its pages.
const server = machineOnly
  ? undefined
  : spawn(process.execPath, ["scripts/host/serve.ts"], {
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

/** The page as the network alone would deliver it: its HTML without scripts or web fonts. */
function floorOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="(modulepreload|preload)"[^>]*>/g, "")
    .replace(/@font-face\s*{[^}]*}/g, "");
}

// The floors, served beside the build: the page URLs answer with their floor, and the empty page's
// path with the empty page (the machine's zero), compressed as the build compresses pages
// (Brotli 11, gzip 9), and ahead of the measurement so that compressing never counts as server
// time; files as they are.
const compress = compression();
type Served = { html: Buffer; br: Buffer; gzip: Buffer };
const served = async (html: string): Promise<Served> => {
  const bytes = Buffer.from(html);
  return { html: bytes, ...(await compressedCopies(bytes)) };
};
const floorPages = new Map<string, Served | null>();
async function floorFor(path: string) {
  if (!floorPages.has(path)) {
    const page = await readFile(join(clientDir, pageFile(path)), "utf8").catch(() => null);
    floorPages.set(path, page === null ? null : await served(floorOf(page)));
  }
  return floorPages.get(path)!;
}
// The machine's zero: a page with a heading and a line, no style, no script, no image. No page of
// the site can have its path (the site's paths have no underscore).
const EMPTY_PATH = "/__empty";
floorPages.set(
  EMPTY_PATH,
  await served(
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty</title></head>' +
      "<body><h1>An empty page</h1><p>Nothing but a heading and a line.</p></body></html>",
  ),
);
const floorServer = createServer((req, res) =>
  compress(req as never, res as never, async () => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path.startsWith("/assets/") || path.includes(".")) {
      return void send(req, path, { root: clientDir }).pipe(res);
    }
    const floor = await floorFor(path);
    if (floor === null) return void res.writeHead(404).end();
    const encoding = acceptedEncoding(req)?.name;
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      ...(encoding && { "Content-Encoding": encoding }),
    });
    res.end(encoding ? floor[encoding] : floor.html);
  }),
);
await new Promise<void>((resolve) => floorServer.listen(PORT + 1, "localhost", resolve));

/** One load of a page; a floor's load has no `detail`, since nothing explains a floor. */
type Sample = Omit<Row, "floorLcp" | "floorFcp" | "floorTbt" | "loads"> & { detail?: LoadDetail };

/**
 * What a load shows of its own misses, so that one can be read from the audit's output instead of
 * reproduced: the metrics its performance score weighs, each with its own score (a score under
 * 100 can come from the speed index, which the table does not show), the elements its layout
 * shifts moved, and its long tasks. A task is long when it starts after the first contentful
 * paint and its traced length, counted `cpu` times over as the score counts it, is over 50 ms;
 * each is given as traced, with the steps that took most of it (style, layout, a script…).
 */
async function loadDetail(
  audits: Record<string, { numericValue?: number; score?: number | null; details?: unknown }>,
  trace: Parameters<typeof MainThreadTasks.request>[0],
  cpu: number,
): Promise<LoadDetail> {
  type Node = { selector?: string; snippet?: string };
  const shiftItems =
    (audits["layout-shifts"]?.details as { items?: { node?: Node; score: number }[] })?.items ?? [];
  const context = { computedCache: new Map() } as never;
  const tasks = await MainThreadTasks.request(trace, context);
  // Total blocking time counts the tasks after the first contentful paint.
  const { timings } = await ProcessedNavigation.request(trace, context);
  const firstPaint = timings.firstContentfulPaint ?? 0;
  const steps = (task: (typeof tasks)[number]) =>
    [...task.children]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((child) => `${child.event.name} ${child.duration.toFixed(0)}`)
      .join(", ");
  const metric = (id: string, label: string, digits = 0) =>
    `${label} ${(audits[id]?.numericValue ?? NaN).toFixed(digits)} (score ${audits[id]?.score ?? "?"})`;
  return {
    metrics: [
      metric("first-contentful-paint", "FCP"),
      metric("speed-index", "speed index"),
      metric("largest-contentful-paint", "LCP"),
      metric("total-blocking-time", "TBT"),
      metric("cumulative-layout-shift", "CLS", 4),
    ].join(", "),
    shifts: shiftItems.map(
      ({ node, score }) =>
        `${score.toFixed(4)} ${node?.selector ?? "(element not found)"}${node?.snippet ? ` ${node.snippet}` : ""}`,
    ),
    longTasks: tasks
      .filter((task) => !task.parent && task.startTime >= firstPaint && task.duration * cpu > 50)
      .map(
        (task) =>
          `at ${task.startTime.toFixed(0)} ms, ${task.duration.toFixed(1)} ms traced (${steps(task)})` +
          task.attributableURLs.map((url) => ` ${url.replace(/^https?:\/\/[^/]+/, "")}`).join(""),
      ),
  };
}

/**
 * One load of `url`, traced once and scored twice: with the calibrated CPU multiplier (or
 * `--cpu`) and with Lighthouse's default. Simulated throttling only reads the multiplier when it
 * scores, so both come from the same trace. A floor (`floor: true`) is only scored the first way,
 * and nothing explains it.
 */
async function measure(url: string, path: string, { floor = false } = {}): Promise<Sample> {
  for (let attempt = 0; ; attempt++) {
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
      flags: { port: chrome.port, logLevel: "error", onlyCategories: [...CATEGORIES] },
    });
    const bench = artifacts.BenchmarkIndex;
    const cpu = fixedCpu ?? (LIGHTHOUSE_CPU * bench) / REFERENCE_BENCH;
    const score = async (multiplier: number) => {
      const { resolvedConfig } = runnerOptions;
      // The trace carries the settings it was gathered with, and Lighthouse scores it only with
      // the same settings: set the multiplier on both.
      for (const settings of [resolvedConfig.settings, artifacts.settings]) {
        settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: multiplier };
      }
      const result = await Runner.audit(artifacts, { resolvedConfig, computedCache: new Map() });
      return result!.lhr;
    };
    const lhr = await score(cpu);
    const audits = lhr.audits;
    // Lighthouse occasionally fails to trace a load (no LCP reported): measure that run again.
    if (!Number.isFinite(audits["largest-contentful-paint"]?.numericValue) && attempt < 2) continue;
    const timings = (result: typeof lhr): Timings => ({
      performance: Math.round((result.categories.performance?.score ?? 0) * 100),
      fcp: result.audits["first-contentful-paint"]?.numericValue ?? NaN,
      lcp: result.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbt: result.audits["total-blocking-time"]?.numericValue ?? NaN,
    });
    const calibrated = timings(lhr);
    const items =
      (
        audits["resource-summary"]?.details as {
          items?: { resourceType: string; transferSize: number }[];
        }
      )?.items ?? [];
    return {
      path,
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ),
      fcp: calibrated.fcp,
      lcp: calibrated.lcp,
      tbt: calibrated.tbt,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      jsKiB: (items.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1024,
      bench,
      cpu,
      plain: floor || cpu === LIGHTHOUSE_CPU ? calibrated : timings(await score(LIGHTHOUSE_CPU)),
      detail: floor ? undefined : await loadDetail(audits, artifacts.Trace, cpu),
    };
  }
}

const rows: Row[] = [];
/** The empty page's loads: `runs` before the site's pages and, in a full audit, `runs` after. */
const empties: Sample[] = [];
const measureEmpty = async () => {
  for (let run = 0; run < runs; run++) {
    empties.push(
      await measure(`http://localhost:${PORT + 1}${EMPTY_PATH}`, EMPTY_PATH, { floor: true }),
    );
  }
};
/** Throws when the build has no page at `path`: Lighthouse cannot score a not-found page. */
async function checkBuilt(path: string) {
  if (!(await floorFor(path))) {
    throw new Error(`audit: the build has no page ${path}; run npm run build, or check the path`);
  }
}
/** One load of a page's floor. */
async function measureFloor(path: string): Promise<Sample> {
  await checkBuilt(path);
  return measure(`http://localhost:${PORT + 1}${path}`, path, { floor: true });
}

/** "626–664" from the lowest to the highest, or the one value. */
function spanOf(values: number[]): string {
  const [low, high] = [Math.min(...values).toFixed(0), Math.max(...values).toFixed(0)];
  return low === high ? low : `${low}–${high}`;
}

/** A figure over its limit, with the digits that show it is: 700.4 > 700, not 700 > 700. */
function over(value: number, limit: number, digits = 0): string {
  const rounded = value.toFixed(digits);
  return Number(rounded) > limit ? rounded : value.toFixed(digits + 1);
}

/**
 * Prints the loads of a page without scripts (the empty page, a floor) against each timing budget:
 * the median, the range, and what it leaves of the budget to what a page adds (`leftTo`). Returns
 * the budgets the median misses.
 */
function reportLimit(label: string, loads: Sample[], leftTo: string): string[] {
  const metrics = [
    ["FCP", "fcp", m.fcpMs],
    ["LCP", "lcp", m.lcpMs],
    ["TBT", "tbt", m.tbtMs],
  ] as const;
  const figures = metrics.map(([name, key, budget]) => {
    const values = loads.map((l) => l[key]);
    const mid = median(values);
    const within = mid <= budget;
    const room = within
      ? `${(budget - mid).toFixed(0)} of its ${budget} ms left to ${leftTo}`
      : `${over(mid - budget, 0)} ms over its ${budget}`;
    const value = within ? mid.toFixed(0) : over(mid, budget);
    return {
      text: `${name} ${value} (${values.length > 1 ? `${spanOf(values)}; ` : ""}${room})`,
      miss: within ? undefined : `${name} ${value} ms > ${budget}`,
    };
  });
  const count = `${loads.length} load${loads.length === 1 ? "" : "s"}`;
  const bench = median(loads.map((l) => l.bench)).toFixed(0);
  console.log(`${label} (${count}, benchmark ${bench}): ${figures.map((f) => f.text).join(", ")}.`);
  return figures.flatMap((f) => (f.miss ? [f.miss] : []));
}

/** "a budget (…)" or "2 budgets (…)", and the pronoun that goes with it. */
function budgetsMissed(misses: string[]) {
  const one = misses.length === 1;
  return {
    text: `${one ? "a budget" : `${misses.length} budgets`} (${misses.join(", ")})`,
    them: one ? "it" : "them",
  };
}

// What the machine and Lighthouse's network model cost before a page adds anything: the empty
// page's loads, scored like the pages. A budget their median misses is one no page can be expected
// to meet here, whatever the site does.
function reportZero(when: string): string[] {
  const misses = reportLimit(
    `The machine's zero, an empty page${when}, scored like the pages`,
    empties,
    "a page",
  );
  if (misses.length) {
    const { text, them } = budgetsMissed(misses);
    console.warn(
      `An empty page misses ${text}: no page can be expected to meet ${them} on this machine. ` +
        "Judge the budgets on another machine (docs/decisions/045).",
    );
  }
  return misses;
}

/** Lighthouse's `benchmarkIndex` under SLOW_MACHINE: the plain 4× timings are inflated. */
function warnIfSlow(bench: number) {
  if (bench >= SLOW_MACHINE) return;
  console.warn(
    `Lighthouse's CPU benchmark was ${bench.toFixed(0)} (median), under ${SLOW_MACHINE}: this machine was busy or slow, so its plain 4× timings are inflated.` +
      (fixedCpu === undefined
        ? " The calibrated figures assume its speed held through each load; a machine that is busy rather than slow varies between runs, so compare medians."
        : " Measure again on an idle machine, or without --cpu."),
  );
}

/**
 * `--machine`: the empty page, then the floor of the home page in each language. A floor over a
 * timing budget is a page whose HTML and style alone miss it on this machine, so that page is not
 * expected to meet it here. Returns whether all of them are within the timing budgets.
 */
async function checkMachine(): Promise<boolean> {
  await measureEmpty();
  const zeroWithin = reportZero("").length === 0;
  let floorsWithin = true;
  const benches = empties.map((e) => e.bench);
  for (const path of locales.map((locale) => localizePath("/", locale))) {
    const loads: Sample[] = [];
    for (let run = 0; run < runs; run++) loads.push(await measureFloor(path));
    benches.push(...loads.map((l) => l.bench));
    const label = `The floor of ${path}, its HTML and style without a script`;
    const misses = reportLimit(label, loads, "its scripts");
    if (misses.length) {
      floorsWithin = false;
      const { text, them } = budgetsMissed(misses);
      console.warn(
        `The floor of ${path} misses ${text}: its page is not expected to meet ${them} here.`,
      );
    }
  }
  warnIfSlow(median(benches));
  console.log(
    zeroWithin && floorsWithin
      ? "Within every timing budget here: what the floors leave is what the site's scripts may add on this machine."
      : floorsWithin
        ? "This machine cannot show the timing budgets: an empty page misses one. Audit on another machine (docs/decisions/045)."
        : "This machine cannot show the timing budgets for this build: its home pages' floors miss one. Audit on another " +
          "machine, or find what the floors spend; the empty page beside them tells how much is the machine's (docs/decisions/045).",
  );
  return zeroWithin && floorsWithin;
}

/** With `--machine`: whether this machine leaves room for the site's pages. */
let machineWithin = false;
try {
  if (machineOnly) machineWithin = await checkMachine();
  else await auditPages();
} finally {
  await chrome.kill();
  server?.kill();
  floorServer.close();
}
if (machineOnly) process.exit(machineWithin ? 0 : 1);

/** The full audit: the empty page, each page beside its floor, the empty page again. */
async function auditPages() {
  const paths = onlyPaths.length ? onlyPaths : await pagePaths();
  for (const path of paths) await checkBuilt(path);
  const base = `http://localhost:${PORT}`;
  await waitForServer(`${base}/`);
  await measureEmpty();
  reportZero(", before the pages");
  for (const path of paths) {
    const samples: Sample[] = [];
    const floors: Sample[] = [];
    // Page and floor alternate, so a busy moment of the machine weighs on both alike.
    for (let run = 0; run < runs; run++) {
      samples.push(await measure(`${base}${path}`, path));
      floors.push(await measureFloor(path));
    }
    // Each figure is the median of the loads, like the timings it is scored from, except the
    // layout shift: a shift in any load is one a reader can see, so the row shows the largest.
    const row = {
      ...samples[0]!,
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c] ?? 0))]),
      ),
      cls: Math.max(...samples.map((s) => s.cls)),
      lcp: median(samples.map((s) => s.lcp)),
      fcp: median(samples.map((s) => s.fcp)),
      tbt: median(samples.map((s) => s.tbt)),
      bench: median(samples.map((s) => s.bench)),
      cpu: median(samples.map((s) => s.cpu)),
      plain: {
        performance: median(samples.map((s) => s.plain.performance)),
        fcp: median(samples.map((s) => s.plain.fcp)),
        lcp: median(samples.map((s) => s.plain.lcp)),
        tbt: median(samples.map((s) => s.plain.tbt)),
      },
      floorLcp: median(floors.map((f) => f.lcp)),
      floorFcp: median(floors.map((f) => f.fcp)),
      floorTbt: median(floors.map((f) => f.tbt)),
      loads: samples,
    };
    rows.push(row);
    printRow(row);
  }
  await measureEmpty();
}

function printRow(row: Row) {
  if (rows.length === 1) {
    console.log(
      "page".padEnd(46) +
        "perf a11y bp  seo    FCP    LCP  floor  ratio  TBT    CLS  JS KiB  bench   CPU" +
        " | at 4×: perf   FCP   LCP  TBT",
    );
  }
  const s = row.scores;
  console.log(
    row.path.padEnd(46) +
      [s.performance, s.accessibility, s["best-practices"], s.seo]
        .map((v) => String(v).padStart(4))
        .join(" ") +
      `${row.fcp.toFixed(0).padStart(7)}${row.lcp.toFixed(0).padStart(7)}${row.floorLcp.toFixed(0).padStart(7)}` +
      `${(row.lcp / row.floorLcp).toFixed(2).padStart(7)}${row.tbt.toFixed(0).padStart(5)}` +
      `${row.cls.toFixed(3).padStart(7)}${row.jsKiB.toFixed(1).padStart(8)}${row.bench.toFixed(0).padStart(7)}` +
      `${row.cpu.toFixed(2).padStart(6)} |       ${String(row.plain.performance).padStart(4)}` +
      `${row.plain.fcp.toFixed(0).padStart(6)}${row.plain.lcp.toFixed(0).padStart(6)}${row.plain.tbt.toFixed(0).padStart(5)}`,
  );
}

console.log(
  `\n${rows.length} pages, ${runs} run(s) each. Median LCP ${median(rows.map((r) => r.lcp)).toFixed(0)} ms, ` +
    `median ratio to the floor ${median(rows.map((r) => r.lcp / r.floorLcp)).toFixed(2)}.`,
);

// Lighthouse's plain 4× timings scale with the CPU's speed: a busy or slow machine inflates them.
const bench = median(rows.map((r) => r.bench));
console.log(
  fixedCpu === undefined
    ? `Budgets checked with the CPU multiplier calibrated per load: 4 × benchmark / ${REFERENCE_BENCH} (median benchmark ${bench.toFixed(0)}).`
    : `Budgets checked with a ${fixedCpu}× CPU multiplier (median benchmark ${bench.toFixed(0)}).`,
);
warnIfSlow(bench);

reportZero(", first and last");
// A floor over a timing budget is a page whose HTML and style alone, without a script, miss it
// on this machine: the empty page tells how much of that is the machine's.
const floorsOver = rows.filter(
  (r) => !(r.floorFcp <= m.fcpMs) || !(r.floorLcp <= m.lcpMs) || !(r.floorTbt <= m.tbtMs),
);
if (floorsOver.length) {
  const zero = (key: "fcp" | "lcp" | "tbt") => median(empties.map((e) => e[key])).toFixed(0);
  console.warn(
    `${floorsOver.length} of ${rows.length} floors miss the FCP (${m.fcpMs} ms), LCP (${m.lcpMs} ms) or TBT (${m.tbtMs} ms) budget: ` +
      `those pages' HTML alone, without a script, misses it on this machine (floor FCP ${spanOf(floorsOver.map((r) => r.floorFcp))}, ` +
      `LCP ${spanOf(floorsOver.map((r) => r.floorLcp))}, TBT ${spanOf(floorsOver.map((r) => r.floorTbt))} ms). ` +
      `The empty page measured FCP ${zero("fcp")}, LCP ${zero("lcp")} and TBT ${zero("tbt")} here: ` +
      `the nearer the floors are to it, the more of the miss is the machine's (docs/decisions/044).`,
  );
}

if (fontWarning) console.warn(fontWarning);

const failures = rows.flatMap((r) => [
  ...CATEGORIES.filter((c) => (r.scores[c] ?? 0) < (budgets.scores[c] ?? 0)).map(
    (c) => `${r.path}: ${c} ${r.scores[c]} < ${budgets.scores[c]}`,
  ),
  ...(!(r.lcp <= m.lcpMs) ? [`${r.path}: LCP ${over(r.lcp, m.lcpMs)} ms > ${m.lcpMs}`] : []),
  ...(!(r.fcp <= m.fcpMs) ? [`${r.path}: FCP ${over(r.fcp, m.fcpMs)} ms > ${m.fcpMs}`] : []),
  ...(!(r.lcp / r.floorLcp <= m.lcpToFloor)
    ? [`${r.path}: LCP ${over(r.lcp / r.floorLcp, m.lcpToFloor, 2)} × its floor > ${m.lcpToFloor}`]
    : []),
  ...(!(r.tbt <= m.tbtMs) ? [`${r.path}: TBT ${over(r.tbt, m.tbtMs)} ms > ${m.tbtMs}`] : []),
  ...(!(r.cls <= m.cls) ? [`${r.path}: CLS ${r.cls.toFixed(3)} > ${m.cls}`] : []),
]);
if (failures.length) {
  console.error(`\nOver budget (budgets.json):\n  ${failures.join("\n  ")}`);
  // For a page over the performance, CLS or TBT budget: each of its loads that was over, with
  // its metrics, what moved and the tasks that blocked.
  const explained = rows.flatMap((r) =>
    r.loads.flatMap((load, i) => {
      const minimum = budgets.scores.performance ?? 0;
      const lines = [
        ...((r.scores.performance ?? 0) < minimum && (load.scores.performance ?? 0) < minimum
          ? [`performance ${load.scores.performance}: ${load.detail?.metrics}`]
          : []),
        ...(r.cls > m.cls && load.cls > m.cls
          ? [
              `CLS ${load.cls.toFixed(4)}; moved:`,
              ...(load.detail?.shifts ?? []).map((s) => `  ${s}`),
            ]
          : []),
        ...(r.tbt > m.tbtMs && load.tbt > m.tbtMs
          ? [
              `TBT ${load.tbt.toFixed(0)} ms; long tasks:`,
              ...(load.detail?.longTasks ?? []).map((t) => `  ${t}`),
            ]
          : []),
      ];
      return lines.length
        ? [`${r.path}, load ${i + 1} of ${runs}:`, ...lines.map((l) => `  ${l}`)]
        : [];
    }),
  );
  if (explained.length) console.error(`\nThe loads over budget:\n  ${explained.join("\n  ")}`);
  process.exit(1);
}
console.log("All pages within budget (budgets.json).");
