// `npm run bench:controls`: how long the language menu and the mobile menu take to open on first
// use, and the booking button to answer a click made before Cal.com's script has arrived: from
// the click to the first frame that shows them, on the production build served by `npm start`
// (unthrottled, this machine). Median of 5 page loads each. Not a test: timings depend on the
// machine; the browser tests check what makes them short. The booking modal is Cal.com's own page
// in a frame, so its time is Cal.com's; the site's part, its 0.8 KiB embed loader, comes on the
// first sign of intent (docs/decisions/008), and `booking.spec.ts` checks the click opens it, and
// that a click before Cal.com's script has arrived marks the button busy at once.
//
// Each control is timed twice: after the pointer has rested on it (as a mouse's click comes, or a
// keyboard's after the focus), and for a click with nothing before it (a screen reader's, a
// script's). The pointer is what applies the whole stylesheet the menus need
// (docs/how-a-page-loads.md); a click alone applies it itself, and waits for its style pass.
import { spawn } from "node:child_process";

import { chromium, type Page } from "playwright-core";

const PORT = Number(process.env.BENCH_PORT ?? 4398);
const base = `http://localhost:${PORT}`;
const RUNS = 5;
/** How long the pointer rests on a control before the click: less than a person takes. */
const POINTER_REST_MS = 200;

const server = spawn(process.execPath, ["scripts/host/serve.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "localhost" },
  stdio: "ignore",
});
for (
  let i = 0;
  i < 50 &&
  !(await fetch(base).then(
    () => true,
    () => false,
  ));
  i++
) {
  await new Promise((r) => setTimeout(r, 100));
}

/** Milliseconds from the click to the frame in which `selector` is visible. */
async function clickToOpen(page: Page, trigger: string, shown: string): Promise<number> {
  return page.evaluate(
    ([triggerSelector, shownSelector]) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        (document.querySelector(triggerSelector!) as HTMLElement).click();
        const check = () => {
          const el = document.querySelector(shownSelector!);
          if (el && el.getBoundingClientRect().height > 0) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [trigger, shown],
  );
}

const controls = [
  {
    name: "language menu",
    width: 1280,
    trigger: '[data-opens="language"]',
    shown: '[role="listbox"]',
  },
  { name: "mobile menu", width: 375, trigger: '[data-opens="menu"]', shown: '[role="dialog"]' },
  // A tap before Cal.com's script has arrived (it is held back below): the button marks itself busy.
  {
    name: "booking button",
    width: 375,
    trigger: 'a[href^="https://cal.com/"]',
    shown: '[aria-busy="true"]',
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const control of controls)
    for (const pointerFirst of [true, false]) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage({ viewport: { width: control.width, height: 800 } });
        // Nothing leaves this machine: a request to another site is held, never answered.
        await page.route(/^https:\/\/(?!localhost)/, () => {});
        await page.goto(`${base}/`);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await page.waitForLoadState("networkidle");
        if (pointerFirst) {
          await page.hover(control.trigger);
          await page.waitForTimeout(POINTER_REST_MS);
        }
        times.push(await clickToOpen(page, control.trigger, control.shown));
        await page.close();
      }
      times.sort((a, b) => a - b);
      const name = `${control.name}, ${pointerFirst ? "pointer first" : "click alone"}`;
      console.log(
        `${name.padEnd(30)} median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms  (${times.map((t) => t.toFixed(0)).join(", ")})`,
      );
    }
} finally {
  await browser.close();
  server.kill();
}
