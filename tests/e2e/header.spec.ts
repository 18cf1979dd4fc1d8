import type { Page } from "@playwright/test";

import { expect, NOT_FOUND_CONSOLE, sectionHeading, test } from "./fixtures";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("the header turns compact past 10 px of scroll and returns at the top", async ({
  page,
  visit,
}) => {
  await visit("/");
  const header = page.getByRole("banner");
  const heightAtTop = (await header.boundingBox())!.height;

  // Driven by the scroll itself (a scroll-driven animation), with no script.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(header).not.toHaveCSS("backdrop-filter", /blur\([1-9]/);

  // Unchanged up to the threshold (SPEC.md: "scrolled more than 10 pixels"), then all at once.
  for (const top of [5, 10]) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await expect(header).not.toHaveCSS("backdrop-filter", /blur\([1-9]/);
    expect((await header.boundingBox())!.height, `at ${top} px`).toBe(heightAtTop);
  }
  await page.evaluate(() => window.scrollTo({ top: 11, behavior: "instant" }));
  await expect(header).toHaveCSS("backdrop-filter", "blur(12px)");
  await expect.poll(async () => (await header.boundingBox())!.height).toBe(64);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect.poll(async () => (await header.boundingBox())!.height).toBe(heightAtTop);
  await expect(header).not.toHaveCSS("backdrop-filter", /blur\([1-9]/);
});

test("the header links home, to services, to contact and to start a project", async ({
  page,
  visit,
}) => {
  await visit("/");
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/#services");
  await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/#contact");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Start a Project" })).toHaveAttribute(
    "href",
    "/#contact",
  );
  await expect(banner.getByRole("link", { name: "Hajar Labs, home" })).toHaveAttribute("href", "/");
});

test("a section link followed from another page lands on the section, below the fixed header", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(NOT_FOUND_CONSOLE);
  await visit("/no-such-page");
  await mainNav(page).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/#contact$/);

  const heading = sectionHeading(page, "Let's talk about your project");
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const headerBottom = (await page.getByRole("banner").boundingBox())!;
      const top = (await heading.boundingBox())!.y;
      return top >= headerBottom.y + headerBottom.height;
    })
    .toBe(true);
});

test("Services in the header scrolls the home page to the services section", async ({
  page,
  visit,
}) => {
  await visit("/");
  await mainNav(page).getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/#services$/);
  await expect(sectionHeading(page, "Services built around your product")).toBeInViewport();
});
