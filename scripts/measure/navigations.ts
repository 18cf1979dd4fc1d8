// Part of `npm run bench`: how long a link takes from the click to the next page's first frame,
// on five links in the four languages, beside the same for two pages of a line each (the floor).
// Driven with Puppeteer, which attaches to the browser's tab as Chrome's own tools do:
// prerendering by speculation rules is turned off for a page attached the way Playwright attaches
// (PrerenderingDisabledByDevTools), so Playwright would time a plain load
// (docs/decisions/073-navigations-prerendered.md). The floor and what is shown:
// docs/decisions/080-a-page-enters-whole.md.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import puppeteer, { type Browser, type Page } from "puppeteer-core";

import {
  PRERENDER_ON_ARRIVAL,
  SPECULATION_RULES,
} from "../../app/components/layout/speculation-rules.behaviour.ts";

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
 * the tab's, its `prerenderingchange`, once the old page has drawn the picture its view transition
 * starts from); the end of its first paint on its main thread; and the first frame its compositor
 * draws after that paint, which is when it is shown (in a page without a transition it comes
 * 11-16 ms before Chrome's presentation time of the first paint). All three come from a trace of
 * the whole browser: the activated page is another target, which a screen recording of the tab
 * does not follow. Chrome's first contentful paint is no measure here: it counts a page entering
 * by a view transition once the transition has ended.
 */
type Timing = { toActivation: number | null; toPainted: number | null; toShown: number | null };

/**
 * The least a rested-on link costs in this browser on this machine: two pages of a heading and a
 * link, prerendered by the site's own rules and joined by the browser's own view transition.
 */
const floorPage = (next: string, root: string) => `<!doctype html>
<html lang="en"${root}><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Floor</title><style>@view-transition { navigation: auto; }</style>
<script type="speculationrules">${SPECULATION_RULES}</script>
<h1>A page</h1><p><a href="${next}">Next</a></p></html>`;
const FLOOR = { from: "/", to: "/next" } as const;

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Prints the median click-to-shown times of each link, after a short and a long rest on it, and of
 * the floor's link in the same run: a link is judged by its ratio to the floor.
 */
export async function timeNavigations({ base, cpu, runs, executablePath }: Options) {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    // The window's own size, not an emulated viewport: a page prerendered in one would be laid out
    // again at another size once shown.
    defaultViewport: null,
    args: ["--no-sandbox", "--disable-gpu", "--window-size=1280,800"],
  });
  // The floor's root carries the attribute that turns on the rules' `eager` rule where the site's
  // own pages carry it in this browser: the page module decides, from the browser's client hints.
  const home = await browser.newPage();
  await home.goto(base, { waitUntil: "networkidle0" });
  await home.waitForSelector('script[type="speculationrules"]');
  const onArrival = await home.evaluate(
    (name) => document.documentElement.hasAttribute(name),
    PRERENDER_ON_ARRIVAL,
  );
  await home.close();
  console.log(
    onArrival
      ? "Links are prerendered as the pointer arrives on them in this browser."
      : "Links are prerendered after a rest of 200 ms on them in this browser.",
  );
  const root = onArrival ? ` ${PRERENDER_ON_ARRIVAL}` : "";
  const floor = createServer((request, response) => {
    const next = request.url === FLOOR.from ? FLOOR.to : request.url === FLOOR.to ? FLOOR.from : "";
    response.writeHead(next ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    response.end(next ? floorPage(next, root) : "");
  });
  await new Promise<void>((resolve) => floor.listen(0, "localhost", resolve));
  const floorBase = `http://localhost:${(floor.address() as AddressInfo).port}`;
  const timeLink = async (origin: string, from: string, to: string, rest: number) => {
    const timings: Timing[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.emulateCPUThrottling(cpu);
      await page.goto(`${origin}${from}`, { waitUntil: "networkidle0" });
      timings.push(await clickToShown(browser, page, to, rest));
      await context.close();
    }
    const times = (key: keyof Timing) => timings.flatMap((t) => (t[key] === null ? [] : [t[key]]));
    const activations = times("toActivation");
    const [painted, shown] = [times("toPainted"), times("toShown")];
    return {
      activated: activations.length
        ? `activated in ${median(activations).toFixed(0)} ms (${activations.length} of ${runs} prerendered)`
        : "never prerendered",
      painted: painted.length ? `${median(painted).toFixed(0)} ms` : "not traced",
      shown: shown.length ? median(shown) : null,
    };
  };
  /** A link's figures on two lines, the time shown as a ratio to the floor's when it has one. */
  const print = (
    name: string,
    link: Awaited<ReturnType<typeof timeLink>>,
    floor?: number | null,
  ) => {
    const ratio = link.shown && floor ? ` (${(link.shown / floor).toFixed(2)} of the floor)` : "";
    console.log(`${name.padEnd(58)} ${link.activated}; painted in ${link.painted}`);
    console.log(`${"".padEnd(58)} shown in ${link.shown?.toFixed(0) ?? "-"} ms${ratio}`);
  };
  try {
    for (const rest of [POINTER_REST_MS, READ_REST_MS]) {
      const least = await timeLink(floorBase, FLOOR.from, FLOOR.to, rest);
      print(`floor, a page of a line, rested ${rest} ms, ${cpu}×`, least);
      for (const { from, to } of NAVIGATIONS)
        print(
          `${from} → ${to}, rested ${rest} ms, ${cpu}×`,
          await timeLink(base, from, to, rest),
          least.shown,
        );
    }
  } finally {
    await browser.close();
    floor.close();
  }
}

/**
 * Rests the pointer on the first visible link to `to`, clicks it, and times from the click (the
 * trace's click event) to the new page's activation, its first paint and the frame that shows it.
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
  await link!.click();
  // Puppeteer keeps the page's handle across an activation; the address says when it has moved.
  for (let i = 0; i < 300; i++) {
    const path = await page.evaluate(() => location.pathname).catch(() => "");
    if (path === to) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Its first frames, and the view transition, are over by the time the page has loaded.
  await page.waitForFunction(() => document.readyState === "complete");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return firstFrameAfterClick(await trace.stop(), to);
}

type TraceEvent = {
  name: string;
  pid: number;
  ts: number;
  dur?: number;
  args?: { data?: { type?: string; frame?: string; url?: string } };
};

/**
 * Records a trace of every process of the browser until `stop()`: the timeline's events, with the
 * frames each compositor draws.
 */
async function traceBrowser(browser: Browser) {
  const session = await browser.target().createCDPSession();
  const events: TraceEvent[] = [];
  session.on("Tracing.dataCollected", ({ value }) => events.push(...(value as TraceEvent[])));
  const complete = new Promise<void>((resolve) =>
    session.once("Tracing.tracingComplete", () => resolve()),
  );
  await session.send("Tracing.start", {
    traceConfig: {
      includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline.frame"],
    },
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
 * From the click to the new page's activation where it was prerendered, to the end of its first
 * paint (its first picture, on its main thread), and to the first frame its process's compositor
 * draws after it, which shows that picture. A page loaded after the click is painted after its
 * commit; a prerendered page, committed before, after its activation (its `prerenderingchange`).
 * Not the first paint after the click: with a view transition, that is the old page's, drawing the
 * picture the transition starts from.
 */
function firstFrameAfterClick(events: TraceEvent[], to: string): Timing {
  const none = { toActivation: null, toPainted: null, toShown: null };
  const click = events.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "click");
  if (!click) return none;
  const paints = events.filter((e) => e.name === "Paint").sort((a, b) => a.ts - b.ts);
  const commit = events.find(
    (e) => e.name === "CommitLoad" && e.ts > click.ts && e.args?.data?.url?.endsWith(to),
  );
  const activation = events.find(
    (e) =>
      e.name === "EventDispatch" && e.ts > click.ts && e.args?.data?.type === "prerenderingchange",
  );
  const first = commit
    ? paints.find((e) => e.ts > commit.ts && e.args?.data?.frame === commit.args?.data?.frame)
    : activation && paints.find((e) => e.ts > activation.ts && e.pid === activation.pid);
  if (!first) return none;
  const paintEnd = first.ts + (first.dur ?? 0);
  const drawn = events
    .filter((e) => e.name === "DrawFrame" && e.pid === first.pid && e.ts > paintEnd)
    .sort((a, b) => a.ts - b.ts)[0];
  return {
    toActivation: activation && !commit ? (activation.ts - click.ts) / 1000 : null,
    toPainted: (paintEnd - click.ts) / 1000,
    toShown: drawn ? (drawn.ts - click.ts) / 1000 : null,
  };
}
