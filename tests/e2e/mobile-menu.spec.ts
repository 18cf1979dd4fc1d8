import type { Page } from "@playwright/test";

import { expect, sectionHeading, test, widths } from "./fixtures";
import { messages } from "./site";

const { nav, contact } = messages.en;

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
  const menuButton = page.getByRole("button", { name: nav.openMenu });
  await menuButton.click();

  const menu = page.getByRole("dialog", { name: nav.menuTitle });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.width).toBeCloseTo(widths.phone, 0);
  expect(box.height).toBeCloseTo(740, 0);
  expect(await bodyScrollLocked(page)).toBe(true);
  await expect(menu.getByRole("link", { name: nav.home })).toBeVisible();
  await expect(menu.getByRole("link", { name: nav.services })).toBeVisible();
  await expect(menu.getByRole("link", { name: nav.contact })).toBeVisible();
  await expect(menu.getByRole("link", { name: nav.startProject })).toBeVisible();
  await expectNoA11yViolations();

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect(await bodyScrollLocked(page)).toBe(false);
});

test("the close button closes the menu and returns focus to the menu button", async ({ page }) => {
  const menuButton = page.getByRole("button", { name: nav.openMenu });
  await menuButton.click();
  await page.getByRole("button", { name: nav.closeMenu }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("keyboard focus stays inside the open menu: the page behind it is out of reach", async ({
  page,
}) => {
  await page.getByRole("button", { name: nav.openMenu }).click();
  const menu = page.getByRole("dialog", { name: nav.menuTitle });
  await expect(menu).toBeVisible();
  const inMenu: boolean[] = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    // After the menu's last control the browser's own interface takes the focus, as it does after
    // a page's last; nothing of the page behind the menu ever does.
    const focus = await page.evaluate(() => {
      const menu = document.querySelector("dialog");
      const focused = document.activeElement;
      return focused === document.body ? "browser" : menu?.contains(focused) ? "menu" : "page";
    });
    expect(focus).not.toBe("page");
    inMenu.push(focus === "menu");
  }
  expect(inMenu.filter(Boolean).length).toBeGreaterThanOrEqual(6);
});

test("choosing a link closes the menu, unlocks scrolling and goes there", async ({ page }) => {
  await page.getByRole("button", { name: nav.openMenu }).click();
  await page
    .getByRole("dialog", { name: nav.menuTitle })
    .getByRole("link", { name: nav.contact })
    .click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(sectionHeading(page, contact.title)).toBeInViewport();
  expect(await bodyScrollLocked(page)).toBe(false);
});

test("with JavaScript off, the menu opens and closes as with it", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: widths.phone, height: 740 },
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await page.getByRole("button", { name: nav.openMenu }).click();
  const menu = page.getByRole("dialog", { name: nav.menuTitle });
  await expect(menu.getByRole("link", { name: nav.services })).toBeVisible();
  await page.getByRole("button", { name: nav.closeMenu }).click();
  await expect(menu).toBeHidden();
  await context.close();
});

test("the desktop navigation is replaced by the menu button on a phone", async ({ page }) => {
  await expect(page.getByRole("banner").getByRole("navigation")).toBeHidden();
  await expect(page.getByRole("button", { name: nav.openMenu })).toBeVisible();
});
