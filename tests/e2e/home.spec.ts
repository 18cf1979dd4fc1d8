import type { Page } from "@playwright/test";

import {
  expect,
  recordFrames,
  sectionHeading,
  test,
  pageLoaded,
  wakeIsland,
  type Fixtures,
} from "./fixtures";
import { homePerDirection, messages } from "./site";

test("the home page opens at the top with the hero", async ({ page, visit }) => {
  await visit("/");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText("Premium Software Development")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "We craft exceptional digital experiences" }),
  ).toBeVisible();
  await expect(page.getByText(/Mobile apps, web platforms, product design and TV/)).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Start a Project" })).toHaveAttribute(
    "href",
    "/#contact",
  );
  await expect(main.getByRole("link", { name: "Explore Services" })).toHaveAttribute(
    "href",
    "/#services",
  );
  await expect(page.locator("section#services")).toHaveCount(1);
  await expect(page.locator("section#contact")).toHaveCount(1);
});

// The same markup in every language: a home page per reading direction.
for (const { path: home } of homePerDirection) {
  test(`a reload of the scrolled home page ${home} shows it from the top`, async ({
    page,
    visit,
  }) => {
    await visit(home);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.reload();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

/** `/about` scrolled down to its footer's Careers link, and the position it stands at. */
async function scrolledDownAbout(page: Page, visit: Fixtures["visit"]) {
  await visit("/about");
  const careers = page.getByRole("contentinfo").getByRole("link", { name: "Careers" });
  await careers.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(600);
  return { careers, before };
}

test("going back to another page returns to where the visitor was on it", async ({
  page,
  visit,
}) => {
  const { careers, before } = await scrolledDownAbout(page, visit);
  await careers.click();
  await expect(page).toHaveURL(/\/careers$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});

/** From now on, the scroll positions of the frames that showed the page with a given heading. */
async function recordPositions(page: Page) {
  const frames = await recordFrames(page, () => ({
    heading: document.querySelector("h1")?.textContent ?? "",
    y: Math.round(window.scrollY),
  }));
  return async (heading: string) =>
    (await frames()).filter((frame) => frame.heading === heading).map((frame) => frame.y);
}

test("a link to another page shows it from the top at once, and the back button where the visitor was", async ({
  page,
  visit,
}) => {
  const { careers, before } = await scrolledDownAbout(page, visit);
  const aboutHeading = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const framesOf = await recordPositions(page);
  await careers.click();
  await expect(page).toHaveURL(/\/careers$/);
  // The address changes before the next page is drawn: wait for its heading before reading it.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(aboutHeading);
  const careersHeading = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The heading can change a moment before the next frame is drawn: wait for a frame of it.
  await expect.poll(async () => (await framesOf(careersHeading)).length).toBeGreaterThan(0);
  expect(new Set(await framesOf(careersHeading))).toEqual(new Set([0]));

  // On a slow phone a frame can be drawn before the page is parsed whole, while it is still too
  // short to stand where the visitor was.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 12 });
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  await expect.poll(async () => (await framesOf(aboutHeading)).length).toBeGreaterThan(0);
  expect(new Set(await framesOf(aboutHeading))).toEqual(new Set([before]));
});

test("a reload of another page shows it where the visitor was", async ({ page, visit }) => {
  const { before } = await scrolledDownAbout(page, visit);
  await page.reload();
  await pageLoaded(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});

/**
 * Clicks the scroll-down link from inside the page and reads, in the same moment, how far the
 * page has scrolled and where the services section stands against where a scroll puts it: a jump
 * is already there, a glide has not moved yet, however fast or slow the machine.
 */
async function clickScrollDown(page: Page) {
  const button = page.getByRole("link", { name: "Scroll to services" });
  await expect(button).toBeVisible();
  return button.evaluate((element: HTMLElement) => {
    element.click();
    return {
      scrollY: window.scrollY,
      offset:
        document.getElementById("services")!.getBoundingClientRect().top -
        parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    };
  });
}

const servicesOffset = (page: Page) =>
  page.evaluate(
    () =>
      document.getElementById("services")!.getBoundingClientRect().top -
      parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  );

/** The home page once its island module, which makes a link to a section glide, has arrived. */
async function visitHome(page: Page, visit: (path: string) => Promise<unknown>) {
  await visit("/");
  await page.waitForLoadState("networkidle");
}

test("the scroll-down button glides to the services section", async ({ page, visit }) => {
  await visitHome(page, visit);
  // Smooth: at the click the page has not moved, where a jump would be there already...
  const atClick = await clickScrollDown(page);
  expect(atClick.scrollY).toBe(0);
  expect(atClick.offset).toBeGreaterThan(2);
  // ...and it then arrives.
  await expect(sectionHeading(page, "Services built around your product")).toBeInViewport();
  await expect.poll(async () => Math.abs(await servicesOffset(page))).toBeLessThan(2);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the scroll-down button jumps straight to the services section", async ({ page, visit }) => {
    await visit("/");
    // Instantly there, in the very moment of the click.
    const atClick = await clickScrollDown(page);
    expect(Math.abs(atClick.offset)).toBeLessThan(2);
  });
});

test("a link to a section of the page shown glides there", async ({ page, visit }) => {
  await visitHome(page, visit);
  const link = page.getByRole("banner").getByRole("link", { name: messages.en.nav.contact });
  const atClick = await link.evaluate((element: HTMLElement) => {
    element.click();
    return window.scrollY;
  });
  expect(atClick).toBe(0);
  await expect(page.getByRole("textbox", { name: messages.en.contact.name })).toBeInViewport();
});

test("focus moved quickly by the keyboard is in view at once, with nothing gliding behind it", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  // On its way the focus passes the header's "Book a call", which loads Cal.com's script: this
  // harness lets nothing reach another site.
  allowConsoleErrors(/ERR_BLOCKED_BY_CLIENT/);
  await visit("/");
  const name = page.getByRole("textbox", { name: messages.en.contact.name });
  // Tab, fast, until the form's first field has focus: each focus move scrolls at once.
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    if (await name.evaluate((field) => field === document.activeElement)) break;
  }
  const inView = await name.evaluate((field) => {
    const { top, bottom } = field.getBoundingClientRect();
    return field === document.activeElement && top >= 0 && bottom <= window.innerHeight;
  });
  expect(inView).toBe(true);
});

test("islands hydrate in place: nothing shown is removed and drawn again", async ({
  page,
  visit,
}) => {
  // React must take over the HTML the visitor already sees, not throw it away and draw it anew
  // (a flash, a lost caret), which it does when an island's first render differs from its HTML.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedNodes: removed });
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target instanceof Element && record.target.closest("island-root"))
          for (const node of record.removedNodes)
            if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  await visit("/zh");
  await wakeIsland(page, "contact-form");
  await page.locator('[data-slot="your-hours"]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('island-root[island="your-hours"][hydrated]')).toHaveCount(1);
  expect(
    await page.evaluate(() => (window as unknown as { removedNodes: string[] }).removedNodes),
  ).toEqual([]);
});
