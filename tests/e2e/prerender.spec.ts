// A link the visitor rests on is prerendered by the speculation rules, so the click shows a page
// already drawn; and what a page does on load that depends on the
// visitor's choices (the remembered language, the theme) waits until it is shown. Chrome turns
// prerendering off for a page attached as Playwright attaches it (PrerenderingDisabledByDevTools),
// so these journeys drive the same Chromium through Puppeteer, which attaches to the tab as
// Chrome's own tools do. Nothing leaves this machine: no other host resolves.
import { chromium } from "@playwright/test";
import puppeteer, { type Browser, type Page } from "puppeteer-core";

import { launchOptions } from "../../playwright.config";
import { LOCALE_STORAGE_KEY } from "../../app/i18n/remembered-locale";
import { THEME_STORAGE_KEY } from "../../app/theme/themes";
import { expect, test } from "./fixtures";

let browser: Browser;

test.beforeAll(async () => {
  browser = await puppeteer.launch({
    executablePath: launchOptions.executablePath ?? chromium.executablePath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
    ],
  });
});

test.afterAll(() => browser.close());

/** The page now shown, as its document sees itself. */
type Shown = { path: string; lang: string; prerendered: boolean; theme?: string };

/** A page in a fresh profile, with `storage` in its local storage before the first page loads. */
async function openPage(baseURL: string, storage: Record<string, string> = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.evaluateOnNewDocument((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries))
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }, storage);
  const go = async (path: string) => {
    await page.goto(new URL(path, baseURL).href, { waitUntil: "networkidle0" });
  };
  return { page, go, close: () => context.close() };
}

/**
 * How long the pointer rests on a link, as a visitor reading it: Chrome starts the prerender as
 * the pointer arrives (200 ms into the rest where the rules are moderate), and the page is drawn
 * in well under a second here. Each journey then checks that the page shown was the prerendered
 * one, so a rest too short fails rather than passes.
 */
const REST_MS = 1500;

/** Rests the pointer on the link, for its page to be prerendered. */
async function restOn(page: Page, selector: string) {
  const link = (await page.waitForSelector(selector, { visible: true }))!;
  const href = await link.evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname);
  await link.hover();
  await new Promise((resolve) => setTimeout(resolve, REST_MS));
  return { link, href };
}

/** The page shown once the tab's page is at `path`; Puppeteer's handle follows an activation. */
async function shownAt(page: Page, path: string): Promise<Shown> {
  await expect.poll(() => page.evaluate(() => location.pathname).catch(() => "")).toBe(path);

  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as (PerformanceEntry & {
      activationStart: number;
    })[];
    return {
      path: location.pathname,
      lang: document.documentElement.lang,
      prerendered: (navigation?.activationStart ?? 0) > 0,
      theme: document.documentElement.dataset.theme,
    };
  });
}

test("a link the pointer rests on is prerendered, and the click shows that page", async ({
  baseURL,
}) => {
  const { page, go, close } = await openPage(baseURL!);
  await go("/projects");
  const { link, href } = await restOn(page, 'main a[href^="/projects/"]');
  await link.click();
  expect(await shownAt(page, href)).toMatchObject({ prerendered: true, lang: "en" });
  await close();
});

test("in Arabic too, and a page drawn ahead takes the language the visitor has just chosen", async ({
  baseURL,
}) => {
  // A visitor who reads in Arabic follows the header's link to the English page: the page drawn
  // while the pointer rested on it must not go back to Arabic when it is shown.
  const { page, go, close } = await openPage(baseURL!, { [LOCALE_STORAGE_KEY]: "ar" });
  await go("/ar/about");
  const { link, href } = await restOn(page, "#other-language");
  expect(href).toBe("/about");
  await link.click();
  // Still the English page, some time after: it did not leave for the Arabic one.
  expect(await shownAt(page, "/about")).toMatchObject({ prerendered: true, lang: "en" });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await page.evaluate(() => location.pathname)).toBe("/about");
  await close();
});

test("a theme chosen after the next page was drawn is the theme it shows", async ({ baseURL }) => {
  const { page, go, close } = await openPage(baseURL!, {
    [THEME_STORAGE_KEY]: "light",
  });
  await go("/about");
  const projects = 'header a[href="/projects"]';
  await restOn(page, projects);
  // The page drawn in the light theme is dropped; the pointer back on the link draws it again.
  await page.click('button[popovertarget="theme-menu"]');
  await page.click('#theme-menu button[value="dark"]');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
  const { link } = await restOn(page, projects);
  await link.click();
  expect(await shownAt(page, "/projects")).toMatchObject({ prerendered: true, theme: "dark" });
  await close();
});
