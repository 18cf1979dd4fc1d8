import type { Page } from "@playwright/test";

import { paths } from "../../app/paths";

import { animationsFinished, expect, test } from "./fixtures";
import { format, messages, services } from "./site";

const t = messages.en;
const home = paths.home("en");

function serviceCards(page: Page) {
  return page.locator("#services").getByRole("listitem");
}

test("the services section shows a card for every service, each with title, text, icon and link", async ({
  page,
  visit,
}) => {
  await visit(home);
  const cards = serviceCards(page);
  await expect(cards).toHaveCount(services.length);
  for (const [index, { id, title }] of services.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title.en);
    await expect(card.locator("svg")).toHaveCount(2); // the service icon and the arrow
    await expect(card.getByRole("paragraph")).not.toBeEmpty();
    await expect(
      card.getByRole("link", { name: format(t.services.learnMoreAbout, { title: title.en }) }),
    ).toHaveAttribute("href", paths.service("en", id));
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
      await visit(home);
      expect(await columns(page)).toBe(expected);
    });
  });
}

test("cards rise in one after another, 100 ms apart, and end fully visible", async ({
  page,
  visit,
}) => {
  await visit(home);
  const delays = await serviceCards(page).evaluateAll((items) =>
    items.map((item) => getComputedStyle(item).animationDelay),
  );
  expect(delays).toEqual(services.map((_, i) => `${Number((i * 0.1).toFixed(1))}s`));
  await animationsFinished(page);
  expect(
    await serviceCards(page).evaluateAll((items) => items.map((i) => getComputedStyle(i).opacity)),
  ).toEqual(services.map(() => "1"));
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("cards do not animate", async ({ page, visit }) => {
    await visit(home);
    const names = await serviceCards(page).evaluateAll((items) =>
      items.map((item) => getComputedStyle(item).animationName),
    );
    expect(names).toEqual(services.map(() => "none"));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every card still ends up visible", async ({ page }) => {
    await page.goto(home);
    await expect(serviceCards(page)).toHaveCount(services.length);
    await animationsFinished(page);
    expect(
      await serviceCards(page).evaluateAll((items) =>
        items.map((i) => getComputedStyle(i).opacity),
      ),
    ).toEqual(services.map(() => "1"));
    for (const { title } of services)
      await expect(page.getByRole("heading", { name: title.en, level: 3 })).toBeVisible();
  });
});

test("a card leads to its service page", async ({ page, visit }) => {
  const { id, title } = services.at(-1)!;
  await visit(home);
  await page
    .getByRole("link", { name: format(t.services.learnMoreAbout, { title: title.en }) })
    .click();
  await expect(page).toHaveURL(paths.service("en", id));
  await expect(page.getByRole("heading", { level: 1, name: title.en })).toBeVisible();
});
