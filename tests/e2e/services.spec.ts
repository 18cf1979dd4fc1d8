import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

const services = [
  ["Mobile Development", "/services/mobile-development"],
  ["Web Development", "/services/web-development"],
  ["UX/UI Design", "/services/design"],
  ["TV & Streaming", "/services/tv-streaming"],
  ["System Architecture", "/services/system-architecture"],
  ["Product Launch", "/services/product-launch"],
] as const;

function serviceCards(page: Page) {
  return page.locator("#services").getByRole("listitem");
}

test("the services section shows six cards, each with title, text, icon and link", async ({
  page,
  visit,
}) => {
  await visit("/");
  const cards = serviceCards(page);
  await expect(cards).toHaveCount(6);
  for (const [index, [title, href]] of services.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(card.locator("svg")).toHaveCount(2); // the service icon and the arrow
    await expect(card.getByRole("paragraph")).not.toBeEmpty();
    await expect(card.getByRole("link", { name: `Explore ${title}` })).toHaveAttribute(
      "href",
      href,
    );
  }
});

async function columns(page: Page) {
  const lefts = await serviceCards(page).evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

for (const [width, expected] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test(`the services grid has ${expected} column(s)`, async ({ page, visit }) => {
      await visit("/", { axe: false });
      expect(await columns(page)).toBe(expected);
    });
  });
}

test("cards rise in one after another, 100 ms apart, and end fully visible", async ({
  page,
  visit,
}) => {
  await visit("/", { axe: false });
  const delays = await serviceCards(page).evaluateAll((items) =>
    items.map((item) => getComputedStyle(item).animationDelay),
  );
  expect(delays).toEqual(["0s", "0.1s", "0.2s", "0.3s", "0.4s", "0.5s"]);
  await expect
    .poll(() =>
      serviceCards(page).evaluateAll((items) => items.map((i) => getComputedStyle(i).opacity)),
    )
    .toEqual(Array(6).fill("1"));
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("cards do not animate", async ({ page, visit }) => {
    await visit("/", { axe: false });
    const names = await serviceCards(page).evaluateAll((items) =>
      items.map((item) => getComputedStyle(item).animationName),
    );
    expect(names).toEqual(Array(6).fill("none"));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every card still ends up visible", async ({ page }) => {
    await page.goto("/");
    await expect(serviceCards(page)).toHaveCount(6);
    await expect
      .poll(() =>
        serviceCards(page).evaluateAll((items) => items.map((i) => getComputedStyle(i).opacity)),
      )
      .toEqual(Array(6).fill("1"));
    for (const [title] of services)
      await expect(page.getByRole("heading", { name: title, level: 3 })).toBeVisible();
  });
});

test("a card leads to its service page", async ({ page, visit }) => {
  await visit("/");
  await page.getByRole("link", { name: "Explore UX/UI Design" }).click();
  await expect(page).toHaveURL(/\/services\/design$/);
  await expect(page.getByRole("heading", { level: 1, name: "UX/UI Design" })).toBeVisible();
});
