import type { Page } from "@playwright/test";

import { expect, sectionHeading, test, widths } from "./fixtures";

test.use({ viewport: { width: widths.phone, height: 740 } });

// Every journey here starts on the home page.
test.beforeEach(async ({ visit }) => {
  await visit("/");
});

async function bodyScrollLocked(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).overflow === "hidden");
}

test("the menu opens full screen, locks scrolling and closes on Escape, giving focus back", async ({
  page,
  expectNoA11yViolations,
}) => {
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();

  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.width).toBeCloseTo(widths.phone, 0);
  expect(box.height).toBeCloseTo(740, 0);
  expect(await bodyScrollLocked(page)).toBe(true);
  await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Services" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Start a Project" })).toBeVisible();
  await expectNoA11yViolations();

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect(await bodyScrollLocked(page)).toBe(false);
});

test("the close button closes the menu and returns focus to the menu button", async ({ page }) => {
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("keyboard focus stays inside the open menu", async ({ page }) => {
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});

test("choosing a link closes the menu, unlocks scrolling and goes there", async ({ page }) => {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(sectionHeading(page, "Let's talk about your project")).toBeInViewport();
  expect(await bodyScrollLocked(page)).toBe(false);
});

test("the desktop navigation is replaced by the menu button on a phone", async ({ page }) => {
  await expect(page.getByRole("banner").getByRole("navigation")).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});
