import { site } from "../../app/content/site";
import { paths } from "../../app/paths";

import type { Page } from "@playwright/test";

import { expect, type Fixtures, recordRequests, test, yourHoursDrawn } from "./fixtures";
import { messages } from "./site";

// The office's hours as the page prerenders them, then, once the page runs, in the visitor's
// time zone with whether the office is open, under a held clock.
const slot = '[data-slot="your-hours"]';

/** Opens `path` with the clock held at `time`, and waits for the hours in the visitor's time. */
async function openAt(page: Page, visit: Fixtures["visit"], time: string, path: string) {
  await page.clock.setFixedTime(new Date(time));
  await visit(path);
  await yourHoursDrawn(page);
}

test.describe("in Bogotá, on Monday 30 November 2026 at 08:30 in the office", () => {
  test.use({ timezoneId: "America/Bogota" });

  test("the contact section shows the office's hours, then the same hours in Colombian time", async ({
    page,
    visit,
  }) => {
    await openAt(page, visit, "2026-11-30T04:30:00Z", paths.section("en", "contact"));
    const card = page.getByRole("listitem").filter({ hasText: messages.en.hours.title });
    await expect(card).toContainText("Monday to Friday, 09:00–18:00, Gulf Standard Time (UTC+4)");
    await expect(card.locator(slot)).toHaveText(
      "In your time zone, Colombia Standard Time (UTC\u22125): Monday to Friday, 00:00–09:00." +
        "Closed now: we open Monday 00:00 your time.",
    );
  });
});

test.describe("in Taipei, on Monday 30 November 2026 at 10:00 in the office", () => {
  test.use({ timezoneId: "Asia/Taipei" });

  test("About, in Chinese, says the office is open until 22:00 Taipei time", async ({
    page,
    visit,
  }) => {
    await openAt(page, visit, "2026-11-30T06:00:00Z", paths.about("zh"));
    const hours = page.getByRole("region", { name: messages.zh.hours.title });
    await expect(hours.locator(slot)).toContainText("13:00–22:00");
    await expect(hours.locator(slot)).toContainText(
      messages.zh.hours.openNow.replace("{time}", "22:00"),
    );
    await expect(hours.locator(slot)).toContainText("臺北標準時間");
  });
});

test.describe("in Los Angeles, where the office's day spans midnight", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("the hours say the days once and the hours once, closing the next day", async ({
    page,
    visit,
  }) => {
    await openAt(page, visit, "2026-11-27T06:00:00Z", paths.about("en"));
    await expect(page.locator(slot)).toContainText(
      "Sunday to Thursday, 21:00 to 06:00 the next day.",
    );
    await expect(page.locator(slot)).toContainText("Open now, until 06:00 your time.");
  });
});

test.describe("in Dubai", () => {
  test.use({ timezoneId: site.hours.timeZone });

  test("a visitor in the office's zone is told it is theirs too", async ({ page, visit }) => {
    await openAt(page, visit, "2026-11-28T06:00:00Z", paths.about("ar"));
    await expect(page.locator(slot)).toContainText(messages.ar.hours.sameZone);
  });
});

test("below the first screen, the hours in the visitor's time are worked out only as the visitor nears them", async ({
  page,
  visit,
}) => {
  const requested = recordRequests(page, /\/your-hours-[\w-]+\.js$/);
  await visit(paths.home("en"));
  await page.waitForLoadState("networkidle");
  const hours = page.locator(slot);
  await expect(hours.getByRole("paragraph")).toHaveCount(0);
  expect(requested).toEqual([]);
  await hours.scrollIntoViewIfNeeded();
  await expect(hours.getByRole("paragraph")).toHaveCount(2);
});

// The line arrives after the page is drawn, into the space the prerendered page kept for it.
for (const [path, width] of [
  [paths.about("en"), 320],
  [paths.about("ar"), 1280],
  [paths.section("es", "contact"), 375],
  [paths.section("en", "contact"), 1280],
  [paths.section("ar", "contact"), 1024],
] as const) {
  test(`nothing moves when the hours in the visitor's time arrive: ${path} at ${width} px`, async ({
    browser,
    baseURL,
  }) => {
    const below = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        timezoneId: "America/Bogota",
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(`${baseURL}${path}`);
      const hours = page.locator(slot);
      if (javaScriptEnabled) {
        await yourHoursDrawn(page);
        await expect(hours.getByRole("paragraph")).toHaveCount(2);
      }
      await hours.scrollIntoViewIfNeeded();
      const box = await hours.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top + window.scrollY, height: r.height };
      });
      await context.close();
      return box;
    };
    expect(await below(true)).toEqual(await below(false));
  });
}
