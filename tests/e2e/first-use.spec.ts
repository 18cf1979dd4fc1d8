// Islands: each interactive part hydrates on its own trigger and not before, and a click made
// before its code has arrived is not lost.
import type { Page } from "@playwright/test";

import { localeInfo } from "../../app/i18n/locales";
import { LOCALE_STORAGE_KEY } from "../../app/i18n/remembered-locale";

import {
  expect,
  holdRequests,
  ISLAND_MODULE,
  recordRequests,
  test,
  pageLoaded,
  wakeIsland,
  widths,
} from "./fixtures";
import { messages } from "./site";

/** The code an island's trigger brings: React and the hydration of islands. */
const HYDRATION_CODE = /\/assets\/hydrate-island-[^/]+\.js$/;

const hydrated = (page: Page) =>
  page
    .locator("island-root[hydrated]")
    .evaluateAll((islands) => islands.map((island) => island.getAttribute("island")));

test("a page loads one module and no React until the visitor acts; an island wakes on its own trigger", async ({
  page,
  visit,
}) => {
  const requests = recordRequests(page, /\/assets\/.+\.js$/);
  await visit("/");
  await page.waitForLoadState("networkidle");
  expect(requests.some((url) => /entry\.client-/.test(url))).toBe(true);
  expect(requests.filter((url) => HYDRATION_CODE.test(url))).toEqual([]);
  expect(await hydrated(page)).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

  // The contact form wakes; the office hours beside it come into view and wake on their own
  // trigger.
  await wakeIsland(page, "contact-form");
  await expect
    .poll(async () => (await hydrated(page)).sort())
    .toEqual(["contact-form", "your-hours"]);
});

test("the office hours in the visitor's zone hydrate only as they come near the view", async ({
  page,
  visit,
}) => {
  await visit("/");
  await page.waitForLoadState("networkidle");
  expect(await hydrated(page)).not.toContain("your-hours");
  await page.locator('[data-slot="your-hours"]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('island-root[island="your-hours"][hydrated]')).toHaveCount(1);
});

test("an island added to the page after its module ran wakes too, with the props and prefix it carries", async ({
  page,
  visit,
}) => {
  await visit("/about");
  // A copy of the office hours as the prerender wrote them, kept aside.
  await page.evaluate(() => {
    const copy = document.querySelector("island-root[island=your-hours]")!.cloneNode(true);
    (copy as HTMLElement).setAttribute("ids", "later-");
    Object.assign(window, { __later: copy });
  });
  // The module has run once the office hours have woken, brought into view.
  await page.locator('[data-slot="your-hours"]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('island-root[island="your-hours"][hydrated]')).toHaveCount(1);
  // The copy added as a page would add it later, in view.
  await page.evaluate(() => {
    const later = (window as unknown as { __later: HTMLElement }).__later;
    document.querySelector('[data-slot="your-hours"]')!.closest("section")!.prepend(later);
  });
  await expect(page.locator('island-root[ids="later-"][hydrated]')).toHaveCount(1);
});

/** Holds the islands' hydration code (or `ISLAND_MODULE`, the page's module) until `release()`. */
const holdHydration = (page: Page, code = HYDRATION_CODE) => holdRequests(page, code);

test("the island module is requested only once the page has painted its content", async ({
  page,
  visit,
}) => {
  await visit("/services/design");
  const startOf = (name: string) =>
    page.evaluate(
      (name) =>
        performance.getEntries().find((entry) => entry.name.includes(name))?.startTime ?? null,
      name,
    );
  await expect.poll(() => startOf("/entry.client-")).not.toBeNull();
  const paint = await startOf("first-contentful-paint");
  expect(paint).toBeGreaterThan(0);
  expect(await startOf("/entry.client-")).toBeGreaterThanOrEqual(paint!);
});

test("the language list opens at the first click before any script has arrived, and a language followed then is remembered", async ({
  page,
}) => {
  const release = await holdHydration(page, ISLAND_MODULE);
  await page.goto("/projects", { waitUntil: "commit" });
  await page.getByRole("button", { name: /^Language/ }).click();
  await page.getByRole("link", { name: localeInfo.es.label }).click();
  release();
  await expect(page).toHaveURL(/\/es\/projects$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe("es");
});

test("a language list opened before any script has arrived takes the arrow keys once it has", async ({
  page,
}) => {
  const release = await holdHydration(page, ISLAND_MODULE);
  await page.goto("/projects", { waitUntil: "commit" });
  await page.getByRole("button", { name: /^Language/ }).click();
  const list = page.getByRole("navigation", { name: messages.en.footer.otherLanguages });
  await expect(list).toBeVisible();
  release();
  await pageLoaded(page);
  const links = list.getByRole("link");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(1)).toBeFocused();
});

test("the phone's menu opens at the first tap, before any script of the page has arrived", async ({
  page,
}) => {
  await page.setViewportSize({ width: widths.phone, height: 800 });
  const release = await holdHydration(page, ISLAND_MODULE);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("button", { name: messages.en.nav.openMenu }).click();
  const menu = page.getByRole("dialog", { name: messages.en.nav.menuTitle });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  release();
});

test("a pointer resting on an island before the island module arrives wakes it once it has", async ({
  page,
}) => {
  const release = await holdHydration(page, ISLAND_MODULE);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByLabel(messages.en.contact.name).hover();
  release();
  await expect(page.locator('island-root[island="contact-form"][hydrated]')).toHaveCount(1);
});

test("the theme list opens at the first click before any script has arrived, and a choice made then is applied when the module comes", async ({
  page,
}) => {
  const t = messages.en.theme;
  const release = await holdHydration(page, ISLAND_MODULE);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("button", { name: `${t.label}: ${t.device}` }).click();
  const dark = page.getByRole("button", { name: t.dark, exact: true });
  await expect(dark).toBeVisible();
  await dark.click();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", "dark");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(dark).toBeHidden();
  await expect(page.getByRole("button", { name: `${t.label}: ${t.dark}` })).toBeVisible();
});
