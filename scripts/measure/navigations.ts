// Part of `npm run bench`: how long a link takes from the click to the next page's first frame,
// on five links in the four languages. Driven with Puppeteer, which attaches to the browser's tab
// as Chrome's own tools do: prerendering by speculation rules is turned off for a page attached
// the way Playwright attaches (PrerenderingDisabledByDevTools), so Playwright would time a plain
// load (docs/decisions/073-navigations-prerendered.md).
import puppeteer, { type Page } from "puppeteer-core";

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
 * the tab's, and its view transition starts), and its first contentful paint (which Chrome counts
 * once the entering page is no longer transparent, some frames into the transition).
 */
type Timing = { toPaint: number; toActivation: number | null };

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
          timings.push(await clickToShown(page, to, rest));
          await context.close();
        }
        const activations = timings.flatMap((t) =>
          t.toActivation === null ? [] : [t.toActivation],
        );
        const name = `${from} → ${to}, rested ${rest} ms, ${cpu}×`;
        const activated = activations.length
          ? `activated in ${median(activations).toFixed(0)} ms (${activations.length} of ${runs} prerendered)`
          : "never prerendered";
        console.log(
          `${name.padEnd(52)} ${activated}; painted in ${median(timings.map((t) => t.toPaint)).toFixed(0)} ms`,
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
async function clickToShown(page: Page, to: string, rest: number) {
  const link = await page.waitForSelector(`a[href="${to}"]:not([tabindex="-1"])`, {
    visible: true,
  });
  await link!.hover();
  await new Promise((resolve) => setTimeout(resolve, rest));
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
  return page.evaluate(
    () =>
      new Promise<Timing>((resolve) => {
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
}
