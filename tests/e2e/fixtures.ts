import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { test as base, expect, type Page, type Response } from "@playwright/test";
import type * as Axe from "axe-core";

import { INTAKE_PATH } from "../../app/requests/limits.ts";

import { escapeRegExp } from "./site";

export { expect };

/** What a not-found page legitimately prints: the browser's note on the 404 status and the page's own log. */
export const NOT_FOUND_CONSOLE =
  /^(404: no page at |Failed to load resource: the server responded with a status of 404)/;

export const widths = { phone: 375, desktop: 1280 } as const;

/** The one module a page loads before the visitor acts. */
export const ISLAND_MODULE = /\/assets\/entry\.client-[^/]+\.js$/;

/**
 * Holds the page's requests for `url` until `release()` is called: the page is shown without
 * them, as on a slow network (the page's module, an island's code).
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type Fixtures = {
  /**
   * Opens a site path and waits until it has loaded. Every page as loaded is checked with
   * axe once, at each width, in every-page.spec.ts; `{ axe: true }` checks it here as well.
   * `{ module: true }` waits as well until the page's module has run (it comes once the page
   * has painted, which can be after the load): for a test of what it makes the page do.
   */
  visit: (path: string, options?: { axe?: boolean; module?: boolean }) => Promise<Response | null>;
  /** Runs axe on the page as it is now (a menu open, a toast shown). */
  expectNoA11yViolations: () => Promise<void>;
  /** Every request the page tried to send to another origin (all are blocked unless a test routes them). */
  externalRequests: string[];
  /**
   * Lets the test expect console errors matching this pattern (the 404 page logs one on purpose).
   * Errors fail the test, and so does a warning of a missing interface string.
   */
  allowConsoleErrors: (pattern: RegExp) => void;
  /**
   * The mailto URLs the page asked the browser to open, oldest first. No test launches a mail
   * app: the page's click on a mailto link is recorded instead.
   */
  openedMailto: () => Promise<string[]>;
  /**
   * Makes the site's own intake unreachable for this page (it answers 503, as one that is down),
   * so that the form takes the original's path: the visitor's mail app. The browser's console
   * line about the failed request is expected.
   */
  intakeDown: () => Promise<void>;
};

/**
 * Opens an unknown path and checks its not-found state: status 404, and the heading and text of
 * the page's messages (`messages.en.projects`).
 */
export async function openNotFound(
  page: Page,
  path: string,
  texts: { notFoundTitle: string; notFoundText: string },
) {
  const response = await page.goto(path);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: texts.notFoundTitle })).toBeVisible();
  await expect(page.getByText(texts.notFoundText)).toBeVisible();
}

/** A section's heading on the home page, by its text. */
export function sectionHeading(page: Page, name: string) {
  return page.getByRole("main").getByRole("heading", { level: 2, name });
}

/** Follows the first link on the page to `path`, as a visitor would, and waits until it is drawn. */
export async function followLink(page: Page, path: string) {
  const heading = page.getByRole("heading", { level: 1 });
  const from = await heading.textContent();
  const link = page
    .getByRole("link")
    .and(page.locator(`[href="${path}"]`))
    .first();
  // Sections laid out only as they near the view can move the link once it is scrolled to: the
  // click waits until it stands still, as a visitor's eye does.
  await link.scrollIntoViewIfNeeded();
  let last = "";
  await expect
    .poll(async () => {
      const box = JSON.stringify(await link.boundingBox());
      const still = box === last;
      last = box;
      return still;
    })
    .toBe(true);
  await link.click();
  await expect(page).toHaveURL(path);
  // A document load: wait until the next page is drawn.
  if (from !== null) await expect(heading).not.toHaveText(from);
}

/**
 * From now on, what `read` returns in each frame the browser draws, in this document and in every
 * document the page loads after it (a link, Back); the function returned gives the frames so far,
 * oldest first. `read` runs in the page, so it may use only what the page has.
 */
export async function recordFrames<T>(page: Page, read: () => T): Promise<() => Promise<T[]>> {
  const script = `(${startRecording})(${read})`;
  await page.addInitScript(script);
  await page.evaluate(script);
  return () =>
    page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith("frames:"))
        .sort()
        .flatMap((key) => JSON.parse(sessionStorage.getItem(key)!) as T[]),
    );
}

/** Records a document's frames under a key of its own, ordered by when the document started. */
function startRecording(read: () => unknown) {
  const key = `frames:${String(Date.now()).padStart(15, "0")}:${Math.random()}`;
  const frames: unknown[] = [];
  const record = () => {
    frames.push(read());
    sessionStorage.setItem(key, JSON.stringify(frames));
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

/**
 * Stops the page's clock (installed before with `page.clock.install()`) where it stands: from
 * then on its timers run only as far as the test moves it (`runFor`, `fastForward`), however
 * slowly the machine runs the test.
 */
export async function holdClock(page: Page) {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now);
    } catch (error) {
      // The clock ran on between the two calls. It stops before it refuses to go back, so the
      // next reading is where it stands.
      if (!String(error).includes("to the past")) throw error;
    }
  }
}

/** The URLs of every request the page sends from now on, or of those `only` matches. */
export function recordRequests(page: Page, only?: RegExp) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (!only || only.test(request.url())) urls.push(request.url());
  });
  return urls;
}

type Violation = { page: string; directive: string; blocked: string; sample: string };

/** Records every violation the browser reports, from the first script of every document on. */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    // The booking frame is Cal.com's document, under Cal.com's policy.
    if (window !== window.top) return;
    const seen: unknown[] = JSON.parse(sessionStorage.getItem("cspViolations") ?? "[]");
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
      sessionStorage.setItem("cspViolations", JSON.stringify(seen));
    });
  });
  return () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem("cspViolations") ?? "[]") as Violation[]);
}

/** Waits until the page has loaded, its island module included: each island waits for its trigger. */
export async function pageLoaded(page: Page) {
  await page.waitForLoadState("load");
}

/**
 * Each text a reader or a screen reader meets on the page as it is now that a message filled
 * wrongly would leave: "undefined", "NaN", "[object …]" or a placeholder left unfilled, "{name}".
 * Read from the visible text (code aside), the page's title, and every attribute that names or
 * describes an element (an `aria-labelledby` name is text of the page, read as such).
 */
export async function brokenStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken = /\bundefined\b|\bNaN\b|\[object |\{\s*\w+\s*[,}]/;
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const code of copy.querySelectorAll("script, style, template, pre, code")) code.remove();
    const texts = [document.title, ...(copy.textContent ?? "").split(/\n/)];
    const named = [
      "aria-label",
      "aria-description",
      "aria-valuetext",
      "title",
      "alt",
      "placeholder",
    ];
    for (const element of document.querySelectorAll(named.map((a) => `[${a}]`).join())) {
      for (const attribute of named) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(`${element.localName} ${attribute}="${value}"`);
      }
    }
    return texts.map((t) => t.trim()).filter((t) => broken.test(t));
  });
}

/** Wakes an island as a visitor would, with the pointer over it, and waits until it is hydrated. */
export async function wakeIsland(page: Page, name: string, index = 0) {
  const island = page.locator(`island-root[island="${name}"]`).nth(index);
  await island.locator(":scope > *:visible").first().hover();
  await island.and(page.locator("[hydrated]")).waitFor({ state: "attached" });
}

/**
 * Brings the office hours into view and waits until they are drawn in the visitor's time: their
 * island hydrates as it nears the view, once its code has arrived, which a busy machine takes a
 * while to reach.
 */
export async function yourHoursDrawn(page: Page) {
  const slot = page.locator('[data-slot="your-hours"]').first();
  await slot.scrollIntoViewIfNeeded();
  await expect(slot.locator("p").first()).toBeVisible({ timeout: 15_000 });
}

/** axe-core as the browser runs it, put into a page once per document. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Lets every animation on the page that runs on time, in what is laid out, reach its end (the
 * header's runs on the scroll and never ends): a test waits for the page, not a clock.
 */
export function animationsFinished(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) =>
            a.timeline instanceof DocumentTimeline &&
            // One in a section not laid out yet (`content-visibility: auto`) waits for it.
            (a.effect as KeyframeEffect | null)?.target?.checkVisibility({
              contentVisibilityAuto: true,
            }) !== false,
        )
        .map((a) => a.finished.catch(() => null)),
    ),
  );
}

export async function axeViolations(
  page: Page,
  include?: string,
  { rules }: { rules?: string[] } = {},
) {
  // Judge the page at rest: entrance animations change opacity, and so contrast, while they run.
  await animationsFinished(page);
  // axe.run() in the page itself, loaded once per document and asked for violations only: the
  // wrapper libraries load axe again for every check and report every passing node too, which
  // made a check take four times as long for the same rules and the same verdict.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, tags, rules }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const results = await axe.run(include ?? document, {
        runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations.map((v) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.map((n) => n.target.join(" ")),
      }));
    },
    { include, tags: AXE_TAGS, rules },
  );
}

export const test = base.extend<Fixtures>({
  externalRequests: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const external: string[] = [];
      const isExternal = (url: string) => /^https?:/.test(url) && new URL(url).origin !== origin;
      // On the context, so tabs the site opens are covered too.
      context.on("request", (request) => {
        if (isExternal(request.url())) external.push(request.url());
      });
      // No network here or in CI: anything not routed by the test itself is refused. A pattern,
      // not a function: the browser then holds only those requests for the test to answer,
      // where a function would hold every request of the site's own on its way to the test.
      await context.route(new RegExp(`^(?!${escapeRegExp(origin)}/)https?://`), (route) =>
        route.abort("blockedbyclient"),
      );
      await use(external);
    },
    { auto: true },
  ],

  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        // A string the page lacks shows as its key, with a warning (app/i18n/intl.tsx): a defect.
        if (message.type() === "error" || message.text().startsWith("messages:"))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use((pattern) => allowed.push(pattern));
      const unexpected = errors.filter((text) => !allowed.some((p) => p.test(text)));
      expect(unexpected, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],

  intakeDown: async ({ page, allowConsoleErrors }, use) => {
    await use(async () => {
      allowConsoleErrors(/Failed to load resource: the server responded with a status of 503/);
      await page.route(new RegExp(`${escapeRegExp(INTAKE_PATH)}$`), (route) =>
        route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }),
      );
    });
  },

  openedMailto: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        const opened: string[] = [];
        Object.assign(window, { __openedMailto: opened });
        const click = HTMLAnchorElement.prototype.click;
        HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
          if (this.href.startsWith("mailto:")) opened.push(this.href);
          else click.call(this);
        };
      });
      await use(() =>
        page.evaluate(() => (window as unknown as { __openedMailto: string[] }).__openedMailto),
      );
    },
    { auto: true },
  ],

  expectNoA11yViolations: async ({ page }, use) => {
    await use(async () => {
      expect(await axeViolations(page)).toEqual([]);
    });
  },

  visit: async ({ page, expectNoA11yViolations }, use) => {
    // A module script's load event comes once it has run; the window never sees an element's.
    await page.addInitScript((module: string) => {
      document.addEventListener(
        "load",
        (event) => {
          const src = (event.target as Partial<HTMLScriptElement>).src;
          if (src && new RegExp(module).test(src)) Object.assign(window, { __moduleRan: true });
        },
        true,
      );
    }, ISLAND_MODULE.source);
    await use(async (path, { axe = false, module = false } = {}) => {
      const response = await page.goto(path);
      if (module)
        await expect
          .poll(() => page.evaluate(() => "__moduleRan" in window), {
            message: "the page's module ran",
          })
          .toBe(true);
      if (axe) await expectNoA11yViolations();
      return response;
    });
  },
});
