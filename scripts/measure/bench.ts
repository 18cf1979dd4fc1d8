// `npm run bench`: how long each control takes to answer its first use, from the click to the first
// frame that shows the answer, on the production build served by `npm start`, with the CPU slowed
// down 4× as Lighthouse slows it (`--cpu 8` for 8×; `--only planner` for the controls whose name
// starts so). Median of 5 page loads each; a plan shared as a link, from the navigation to
// its range shown; and five links, from the click to the next page shown (./navigations.ts). Not a test:
// timings depend on the machine; the browser tests check what makes them short.
//
// Each control is timed twice: after the pointer has rested on it for 200 ms (as a mouse's click
// comes, or a keyboard's after the focus), which wakes an island before the click; and for a
// click with nothing before it (a screen reader's, a script's), which an island holds, hydrates
// for, and makes again. A form is sent once its fields were typed in, which focuses them and wakes
// its island, and with its fields filled by a script, for a click alone. The booking modal is Cal.com's own page in a frame, so its time is
// Cal.com's: what is timed is the button marking itself busy while Cal.com's script is held back.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { parseArgs } from "node:util";

import { chromium, type Page } from "playwright-core";

import { timeNavigations } from "./navigations.ts";

const { values } = parseArgs({
  options: { cpu: { type: "string", default: "4" }, only: { type: "string" } },
});
const CPU_SLOWDOWN = Number(values.cpu);

const PORT = Number(process.env.BENCH_PORT ?? 4398);
const base = `http://localhost:${PORT}`;
const RUNS = 5;
/** How long the pointer rests on a control before the click: less than a person takes. */
const POINTER_REST_MS = 200;
/** How long a form's fields take to type in: less than the shortest message takes a person. */
const TYPING_MS = 1000;

const server = spawn(process.execPath, ["scripts/host/serve.ts"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "localhost",
    // The requests it sends go to a database of its own, never the owner's.
    INTAKE_DATABASE: join(mkdtempSync(join(tmpdir(), "bench-")), "intake.sqlite"),
    INTAKE_RATE_LIMIT: "1000",
  },
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

const island = (name: string, control: string) => `island-root[island="${name}"] ${control}`;
const controls = [
  // No island: the page's HTML holds each list, and its button opens it as a popover.
  {
    name: "language menu",
    width: 1280,
    trigger: 'button[popovertarget="language-menu"]',
    shown: "#language-menu:popover-open",
  },
  {
    name: "theme menu",
    width: 1280,
    trigger: 'button[popovertarget="theme-menu"]',
    shown: "#theme-menu:popover-open",
  },
  {
    name: "mobile menu",
    width: 375,
    // No island: the page's HTML holds the menu, and the button opens it by an invoker command.
    trigger: 'button[command="show-modal"]',
    shown: "dialog:modal",
  },
  {
    name: "booking button",
    width: 375,
    // No island: the page's module loads Cal.com's embed on intent.
    trigger: "a#booking",
    shown: '[aria-busy="true"]',
  },
  // A filled form sent: the answer is the reference from the intake (its proof of work, begun
  // when the fields were first touched, included), with the toast.
  {
    name: "contact form, send",
    width: 1280,
    trigger: island("contact-form", 'button[type="submit"]'),
    shown: "#request-sent-title",
    fill: { name: "Ada Lovelace", email: "ada@example.com", message: "A new site, in Arabic too." },
  },
  // A first platform chosen: the answer is the range, with the button that sends it.
  {
    name: "planner, a change",
    width: 375,
    path: "/project-planner",
    trigger: island("project-planner", 'input[type="checkbox"]'),
    shown: island("project-planner", 'button[type="button"]'),
    // Also timed as a buyer meets it: the pointer moved over the page (which wakes the island)
    // and the first choice made once it is awake, as after reading its first lines.
    woken: 'island-root[island="project-planner"][hydrated]',
  },
];

/** Pages opened at an address that holds a state, timed from the navigation to what it shows. */
const sharedPlans = [
  {
    name: "planner, a shared plan",
    // Two native apps, a dashboard, payments, KYC and hosting in the Kingdom, as a buyer's link holds them.
    path: "/project-planner?v=1&build=ios,android,web-app&needs=payments,kyc,local-hosting",
    shown: island("project-planner", '[role="status"]'),
  },
];

const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const control of controls.filter((c) => !values.only || c.name.startsWith(values.only)))
    for (const mode of ["woken" in control ? ["woken"] : [], [true, false]].flat()) {
      const pointerFirst = mode !== false;
      const first =
        mode === "woken" ? "once awake" : "fill" in control ? "typed in first" : "pointer first";
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage({ viewport: { width: control.width, height: 800 } });
        // Nothing leaves this machine: a request to another site is held, never answered.
        await page.route(/^https:\/\/(?!localhost)/, () => {});
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        await page.goto(`${base}${"path" in control ? control.path : "/"}`);
        // Quiet before the click: the page's module has arrived (it is added once the page has
        // painted, which at 4× can come after a first quiet moment) and the network is idle; a
        // request held above never ends, so the wait is bounded.
        await page.waitForFunction(() =>
          performance.getEntriesByType("resource").some((e) => e.name.includes("/entry.client-")),
        );
        await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => {});
        const fill = "fill" in control ? control.fill : undefined;
        if (fill) {
          // Typed in as a visitor types, each field focused (which wakes the form's island), for
          // a second; or set with no focus and no pointer, as only a script can, for a click alone.
          for (const [field, value] of Object.entries(fill))
            if (pointerFirst) await page.fill(`[name="${field}"]`, value);
            else
              await page.evaluate(
                ([f, v]) => {
                  document.querySelector<HTMLInputElement>(`[name="${f}"]`)!.value = v!;
                },
                [field, value],
              );
          if (pointerFirst) await page.waitForTimeout(TYPING_MS);
        }
        if (mode === "woken" && "woken" in control) {
          await page.mouse.move(10, 10);
          await page.mouse.move(30, 200);
          await page.waitForSelector(control.woken!, { state: "attached", timeout: 30_000 });
        }
        if (pointerFirst) {
          await page.hover(control.trigger);
          await page.waitForTimeout(POINTER_REST_MS);
        }
        times.push(await clickToOpen(page, control.trigger, control.shown));
        await page.close();
      }
      times.sort((a, b) => a - b);
      const name = `${control.name}, ${pointerFirst ? first : "click alone"}, ${CPU_SLOWDOWN}×`;
      console.log(
        `${name.padEnd(30)} median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms  (${times.map((t) => t.toFixed(0)).join(", ")})`,
      );
    }
  // A plan shared as a link: from the start of the navigation to the first frame that shows its
  // range, the page opened cold.
  const shared = sharedPlans.filter((p) => !values.only || p.name.startsWith(values.only));
  for (const plan of shared) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      await page.route(/^https:\/\/(?!localhost)/, () => {});
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await page.addInitScript((selector) => {
        const check = () => {
          const el = document.querySelector(selector);
          if (el?.textContent && el.getBoundingClientRect().height > 0) {
            Object.assign(window, { __shownAt: performance.now() });
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }, plan.shown);
      await page.goto(`${base}${plan.path}`);
      await page.waitForFunction(() => "__shownAt" in window, null, { timeout: 30_000 });
      times.push(await page.evaluate(() => (window as never as { __shownAt: number }).__shownAt));
      await page.close();
    }
    times.sort((a, b) => a - b);
    const name = `${plan.name}, ${CPU_SLOWDOWN}×`;
    console.log(
      `${name.padEnd(30)} median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms  (${times.map((t) => t.toFixed(0)).join(", ")})`,
    );
  }
  if (!values.only || "navigations".startsWith(values.only))
    await timeNavigations({ base, cpu: CPU_SLOWDOWN, runs: RUNS, executablePath });
} finally {
  await browser.close();
  server.kill();
}
