// Part of `npm run bench`: how long a link takes from the click to the next page's first frame,
// on five links in the four languages. Driven with Puppeteer, which attaches to the browser's tab
// as Chrome's own tools do: prerendering by speculation rules is turned off for a page attached
// the way Playwright attaches (PrerenderingDisabledByDevTools), so Playwright would time a plain
// load (docs/decisions/073-navigations-prerendered.md).
import puppeteer, { type Browser, type Page } from "puppeteer-core";

/** A link as a visitor follows it: the page it is on, and where it leads. */
export const NAVIGATIONS = [
  { from: "/", to: "/about" },
  { from: "/ar", to: "/ar/how-we-work" },
  { from: "/zh/projects", to: "/zh/projects/ecommercex" },
  { from: "/es/how-we-work", to: "/es/project-planner" },
  { from: "/about", to: "/projects" },
] as const;

/** How long the pointer rests on the link before the click: less than a person takes. */
const POINTER_REST_MS = 200;

/** The same, for a visitor who reads the link before following it. */
const READ_REST_MS = 1500;

type Options = { base: string; cpu: number; runs: number; executablePath: string };

/**
 * From the click: the new page's activation where it was prerendered (the page drawn ahead becomes
 * the tab's, and its view transition starts), the end of its first paint on its main thread (from
 * a trace of the whole browser: the activated page is another target, which a screen recording
 * of the tab does not follow), and its first contentful paint (which Chrome counts near the end of
 * the entering page's animation, so later than the page is first seen).
 */
type Timing = { toPaint: number; toActivation: number | null; toDrawn: number | null };

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Prints the median click-to-shown times of each link, after a short and a long rest on it. */
export async function timeNavigations({ base, cpu, runs, executablePath }: Options) {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    // The window's own size, not an emulated viewport: a page prerendered in one would be laid out
    // again at another size once shown.
    defaultViewport: null,
    args: ["--no-sandbox", "--disable-gpu", "--window-size=1280,800"],
  });
  try {
    for (const rest of [POINTER_REST_MS, READ_REST_MS])
      for (const { from, to } of NAVIGATIONS) {
        const timings: Timing[] = [];
        for (let run = 0; run < runs; run++) {
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          await page.emulateCPUThrottling(cpu);
          await page.goto(`${base}${from}`, { waitUntil: "networkidle0" });
          timings.push(await clickToShown(browser, page, to, rest));
          await context.close();
        }
        const activations = timings.flatMap((t) =>
          t.toActivation === null ? [] : [t.toActivation],
        );
        const drawn = timings.flatMap((t) => (t.toDrawn === null ? [] : [t.toDrawn]));
        const name = `${from} → ${to}, rested ${rest} ms, ${cpu}×`;
        const activated = activations.length
          ? `activated in ${median(activations).toFixed(0)} ms (${activations.length} of ${runs} prerendered)`
          : "never prerendered";
        const firstDrawn = drawn.length ? `${median(drawn).toFixed(0)} ms` : "not traced";
        console.log(
          `${name.padEnd(52)} ${activated}; first drawn in ${firstDrawn}; contentful paint in ${median(timings.map((t) => t.toPaint)).toFixed(0)} ms`,
        );
      }
  } finally {
    await browser.close();
  }
}

/**
 * Rests the pointer on the first visible link to `to`, clicks it, and times from the click (as
 * the old page saw it) to the new page's first contentful paint (as the new page reports it, after
 * its activation where it was prerendered). Both clocks are the browser's wall clock.
 */
async function clickToShown(browser: Browser, page: Page, to: string, rest: number) {
  const link = await page.waitForSelector(`a[href="${to}"]:not([tabindex="-1"])`, {
    visible: true,
  });
  // Scrolled to first, then left to settle: a link below the home page's sections moves as they
  // are laid out on the way (`content-visibility: auto`), and a pointer placed at once rested on
  // the link beside it (another page prerendered, this one only at the click).
  await link!.scrollIntoView();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await link!.hover();
  await new Promise((resolve) => setTimeout(resolve, rest));
  const trace = await traceBrowser(browser);
  await page.evaluate(() => {
    addEventListener(
      "click",
      () => localStorage.setItem("clickAt", String(performance.timeOrigin + performance.now())),
      { capture: true, once: true },
    );
  });
  await link!.click();
  // Puppeteer keeps the page's handle across an activation; the address says when it has moved.
  for (let i = 0; i < 300; i++) {
    const path = await page.evaluate(() => location.pathname).catch(() => "");
    if (path === to) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const timing = await page.evaluate(
    () =>
      new Promise<Omit<Timing, "toDrawn">>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName("first-contentful-paint")[0];
          if (!paint) return;
          observer.disconnect();
          const [navigation] = performance.getEntriesByType("navigation") as (PerformanceEntry & {
            activationStart: number;
          })[];
          const clickAt = Number(localStorage.getItem("clickAt"));
          const activationStart = navigation?.activationStart ?? 0;
          resolve({
            toPaint: performance.timeOrigin + paint.startTime - clickAt,
            toActivation:
              activationStart > 0 ? performance.timeOrigin + activationStart - clickAt : null,
          });
        }).observe({ type: "paint", buffered: true });
      }),
  );
  return { ...timing, toDrawn: firstPaintAfterClick(await trace.stop(), to) };
}

type TraceEvent = {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { type?: string; frame?: string; url?: string } };
};

/** Records a trace of every process of the browser (`devtools.timeline`) until `stop()`. */
async function traceBrowser(browser: Browser) {
  const session = await browser.target().createCDPSession();
  const events: TraceEvent[] = [];
  session.on("Tracing.dataCollected", ({ value }) => events.push(...(value as TraceEvent[])));
  const complete = new Promise<void>((resolve) =>
    session.once("Tracing.tracingComplete", () => resolve()),
  );
  await session.send("Tracing.start", {
    traceConfig: { includedCategories: ["devtools.timeline"] },
    transferMode: "ReportEvents",
  });
  return {
    async stop() {
      await session.send("Tracing.end");
      await complete;
      await session.detach();
      return events;
    },
  };
}

/**
 * From the click to the end of the new page's first paint: its first picture, on its main thread
 * (raster and display follow it). A page loaded after the click is painted after its commit in
 * the same frame; a prerendered page, committed before, in a frame the tab had not painted.
 */
function firstPaintAfterClick(events: TraceEvent[], to: string): number | null {
  const click = events.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "click");
  if (!click) return null;
  const paints = events.filter((e) => e.name === "Paint").sort((a, b) => a.ts - b.ts);
  const commit = events.find(
    (e) => e.name === "CommitLoad" && e.ts > click.ts && e.args?.data?.url?.endsWith(to),
  );
  const painted = new Set(paints.filter((e) => e.ts < click.ts).map((e) => e.args?.data?.frame));
  const first = commit
    ? paints.find((e) => e.ts > commit.ts && e.args?.data?.frame === commit.args?.data?.frame)
    : paints.find((e) => e.ts > click.ts && !painted.has(e.args?.data?.frame));
  return first ? (first.ts + (first.dur ?? 0) - click.ts) / 1000 : null;
}
