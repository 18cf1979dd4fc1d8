// The menus answer at once on first use: their code is fetched while the page is idle, and a
// click made before the page is hydrated is not lost.
import type { Page, Route } from "@playwright/test";

import { localeInfo, locales } from "../../app/i18n/locales";

import { expect, recordRequests, test, waitForHydration, widths, yourHoursDrawn } from "./fixtures";
import { messages } from "./site";

/**
 * The page has settled: the network is quiet, and what it draws as the visitor scrolls down to the
 * language selector in the footer (the office hours in their time, whose code is fetched then) is
 * drawn.
 */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await yourHoursDrawn(page);
  await page.waitForLoadState("networkidle");
}

test("after the page settles, the language menu opens with no request and lists the languages", async ({
  page,
  visit,
}) => {
  await visit("/");
  await settled(page);
  const requests = recordRequests(page);
  await page.getByRole("button", { name: /^Language/ }).click();
  await expect(page.getByRole("option")).toHaveText(locales.map((l) => localeInfo[l].label));
  expect(requests).toEqual([]);
});

test("after the page settles, the mobile menu opens with no request", async ({ page, visit }) => {
  await page.setViewportSize({ width: widths.phone, height: 800 });
  await visit("/");
  await settled(page);
  const requests = recordRequests(page);
  await page.getByRole("button", { name: messages.en.nav.openMenu }).click();
  await expect(page.getByRole("dialog", { name: messages.en.nav.menuTitle })).toBeVisible();
  expect(requests).toEqual([]);
});

/**
 * Holds the page's framework script until `release()`: the page is shown but not hydrated. (The
 * tests then wait for the document only: the held script may count towards the load event.)
 */
async function holdHydration(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/framework-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a click on the language selector before hydration still ends on the chosen language", async ({
  page,
}) => {
  const release = await holdHydration(page);
  await page.goto("/projects", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await page.getByRole("button", { name: /^Language/ }).click();
  release();
  await waitForHydration(page);
  await page.getByRole("option", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/projects$/);
});

test("a tap on the menu button before hydration opens the menu once the page is ready", async ({
  page,
}) => {
  await page.setViewportSize({ width: widths.phone, height: 800 });
  const release = await holdHydration(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: messages.en.nav.openMenu }).click();
  release();
  await waitForHydration(page);
  await expect(page.getByRole("dialog", { name: messages.en.nav.menuTitle })).toBeVisible();
});
