// The icons of the first paint (the header's, "Let's Talk!", the hero's) are drawn in the page
// itself; every other icon names a symbol of one cached file, which the page's module brings in
// once the page has painted, so that nothing is fetched before the first paint but the page.
import type { Locator } from "@playwright/test";

import { paths } from "../../app/paths";

import { expect, holdRequests, ISLAND_MODULE, test } from "./fixtures";
import { messages, services } from "./site";

const home = paths.home("ar");
const t = messages.ar;

/** The width of what an icon draws: 0 while its symbol is missing from the page. */
const drawnWidth = (icon: Locator) =>
  icon.evaluate((svg) => (svg as SVGSVGElement).getBBox().width);

test("the header's icons and Let's Talk!'s are drawn before the page's module has come", async ({
  page,
  visit,
}) => {
  const releaseModule = await holdRequests(page, ISLAND_MODULE);
  await visit(home);
  const icons = page.getByRole("banner").locator("svg:visible");
  expect(await icons.count()).toBeGreaterThan(2);
  for (const icon of await icons.all()) expect(await drawnWidth(icon)).toBeGreaterThan(0);
  const letsTalk = page.getByRole("link", { name: t.booking.label });
  expect(await drawnWidth(letsTalk.locator("svg"))).toBeGreaterThan(0);
  // The services' icons wait for the module.
  const serviceIcon = page
    .locator("#services")
    .getByRole("listitem")
    .first()
    .locator("svg")
    .first();
  expect(await drawnWidth(serviceIcon)).toBe(0);
  releaseModule();
});

test("every other icon is drawn once the module has run, from a file asked for after the first paint", async ({
  page,
  visit,
}) => {
  await visit(home, { module: true });
  const cards = page.locator("#services").getByRole("listitem");
  await expect(cards).toHaveCount(services.length);
  for (const card of await cards.all()) {
    for (const icon of await card.locator("svg").all()) {
      await expect.poll(() => drawnWidth(icon)).toBeGreaterThan(0);
    }
  }
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    icons: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/icons-[\w-]+\.svg$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.icons).toHaveLength(1);
  expect(timing.icons[0]).toBeGreaterThan(timing.paint!);
});
