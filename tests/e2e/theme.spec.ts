import { readFileSync } from "node:fs";

import type { BrowserContext, Page } from "@playwright/test";

import { THEME_STORAGE_KEY } from "../../app/theme/themes";

import { expect, followLink, test, widths } from "./fixtures";
import { messages, pagesOf, unknownPaths } from "./site";

// The page's background and text in each theme, as the stylesheet's tokens define them: the light
// values in @theme, the dark ones after them (app/styles/app.css).
const css = readFileSync(new URL("../../app/styles/app.css", import.meta.url), "utf8");
function tokens(name: string): [string, string] {
  const [light, dark] = [...css.matchAll(new RegExp(`--color-${name}: (#[0-9a-f]{6});`, "g"))];
  return [rgb(light![1]!), rgb(dark![1]!)];
}
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
const [lightBackground, darkBackground] = tokens("background");
const [lightText, darkText] = tokens("foreground");
const look = {
  light: { background: lightBackground, text: lightText },
  dark: { background: darkBackground, text: darkText },
} as const;
type Theme = keyof typeof look;
const other = (theme: Theme): Theme => (theme === "light" ? "dark" : "light");

/** From the document's first frame on, the body's background and text colours in each frame. */
async function recordEveryFrame(context: BrowserContext) {
  await context.addInitScript(() => {
    const frames: { background: string; text: string }[] = [];
    Object.assign(window, { __themeFrames: frames });
    const record = () => {
      if (document.body) {
        const style = getComputedStyle(document.body);
        frames.push({ background: style.backgroundColor, text: style.color });
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}
const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __themeFrames: unknown[] }).__themeFrames);

// A home page, an article and a not-found page, and a home page read from the right.
const pages = [
  pagesOf("home", "en")[0]!.path,
  pagesOf("article", "en")[0]!.path,
  unknownPaths.find((p) => p.locale === "en" && p.section === null)!.unknown,
  pagesOf("home", "ar")[0]!.path,
];

for (const device of ["light", "dark"] as const) {
  test.describe(`on a device set to ${device}`, () => {
    test.use({ colorScheme: device });

    test(`with JavaScript off, every frame is ${device}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ colorScheme: device, javaScriptEnabled: false });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(`${baseURL}${path}`);
        const shown = await page.locator("body").evaluate((body) => {
          const style = getComputedStyle(body);
          return { background: style.backgroundColor, text: style.color };
        });
        expect.soft(shown, path).toEqual(look[device]);
        // No control that would need a script to choose.
        const { label } = messages[path.startsWith("/ar") ? "ar" : "en"].theme;
        await expect.soft(themeControl(page, label), path).toBeHidden();
      }
      await context.close();
    });

    for (const stored of [null, other(device)] as const) {
      const expected = stored ?? device;
      test(`${stored ? `with ${stored} chosen` : "with no choice"}, every frame from the first is ${expected}`, async ({
        context,
        page,
        allowConsoleErrors,
      }) => {
        allowConsoleErrors(/404/);
        await recordEveryFrame(context);
        if (stored) {
          await context.addInitScript(
            ([key, value]) => localStorage.setItem(key!, value!),
            [THEME_STORAGE_KEY, stored],
          );
        }
        for (const path of pages) {
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          const seen = await frames(page);
          expect.soft(seen.length, path).toBeGreaterThan(0);
          expect
            .soft(new Set(seen.map((f) => JSON.stringify(f))), path)
            .toEqual(new Set([JSON.stringify(look[expected])]));
        }
      });
    }
  });
}

/** The header's control, found by its name, which names the theme shown. */
const themeControl = (page: Page, label: string) =>
  page.getByRole("banner").getByRole("button", { name: new RegExp(`^${label}: `) });
/** The list it opens, and its choices. */
const themeChoices = (page: Page, label: string) =>
  page.getByRole("banner").getByRole("group", { name: label }).getByRole("button");

test.describe("the control in the header", () => {
  test.use({ colorScheme: "light", viewport: { width: widths.desktop, height: 800 } });

  test("choosing dark turns the page dark at once, and it stays dark on reload and on the next page", async ({
    context,
    page,
    visit,
  }) => {
    const t = messages.en.theme;
    await visit("/");
    // In the page from the first paint, naming the device's theme.
    const control = themeControl(page, t.label);
    await expect(control).toHaveAccessibleName(`${t.label}: ${t.device}`);
    await control.click();
    const choices = themeChoices(page, t.label);
    await expect(choices).toHaveText([t.light, t.dark, t.device]);
    await expect(choices.filter({ hasText: t.device })).toHaveAttribute("aria-pressed", "true");
    // The check beside the choice is drawn, not read: "pressed" says it.
    await expect(choices.filter({ hasText: t.device })).toHaveAccessibleName(t.device);
    await choices.filter({ hasText: t.dark }).click();
    await expect(page.locator("body")).toHaveCSS("background-color", look.dark.background);
    await expect(choices.first()).toBeHidden();
    await expect(control).toHaveAccessibleName(`${t.label}: ${t.dark}`);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark");
    await expect(page.locator('meta[name="theme-color"][media="all"]')).toHaveCount(1);

    // Every frame of the reload, and of a page reached by a link, is dark.
    await recordEveryFrame(context);
    // (Each document records its own frames.)
    await page.reload();
    const reloaded = await frames(page);
    await followLink(page, "/about");
    await expect.poll(async () => (await frames(page)).length).toBeGreaterThan(0);
    const seen = [...reloaded, ...(await frames(page))];
    expect(new Set(seen.map((f) => JSON.stringify(f)))).toEqual(
      new Set([JSON.stringify(look.dark)]),
    );

    // Marked as chosen on the next page; "As my device" forgets it: the page follows the device.
    await themeControl(page, t.label).click();
    await expect(choices.filter({ hasText: t.dark })).toHaveAttribute("aria-pressed", "true");
    await choices.filter({ hasText: t.device }).click();
    await expect(page.locator("body")).toHaveCSS("background-color", look.light.background);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });

  test("open, the list passes axe in both themes", async ({
    page,
    visit,
    expectNoA11yViolations,
  }) => {
    const t = messages.en.theme;
    await visit("/");
    await page.waitForLoadState("networkidle");
    await themeControl(page, t.label).click();
    await expectNoA11yViolations();
    await themeChoices(page, t.label).filter({ hasText: t.dark }).click();
    await themeControl(page, t.label).click();
    await expect(themeChoices(page, t.label).first()).toBeVisible();
    await expectNoA11yViolations();
  });

  test("it works from the keyboard, with its focus visible", async ({ page, visit }) => {
    const t = messages.en.theme;
    await visit("/");
    await page.waitForLoadState("networkidle");
    // Enter opens the list on the choice shown; the arrows move between the choices.
    const control = themeControl(page, t.label);
    await control.focus();
    await page.keyboard.press("Enter");
    const choices = themeChoices(page, t.label);
    await expect(choices.filter({ hasText: t.device })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(choices.filter({ hasText: t.light })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(choices.filter({ hasText: t.dark })).toBeFocused();
    await expect(choices.filter({ hasText: t.dark })).not.toHaveCSS("outline-style", "none");
    await page.keyboard.press("Enter");
    await expect(page.locator("body")).toHaveCSS("background-color", look.dark.background);
    await expect(control).toBeFocused();
    await expect(control).not.toHaveCSS("outline-style", "none");

    // Escape closes the list without choosing, and gives the focus back.
    await page.keyboard.press("Enter");
    await expect(choices.filter({ hasText: t.dark })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(choices.first()).toBeHidden();
    await expect(control).toBeFocused();
    await expect(page.locator("body")).toHaveCSS("background-color", look.dark.background);
  });

  test("in Arabic it is labelled in Arabic and its list opens toward the inline end, on the left", async ({
    page,
    visit,
  }) => {
    const t = messages.ar.theme;
    await visit("/ar");
    const control = themeControl(page, t.label);
    const trigger = await control.boundingBox();
    await control.click();
    await expect(themeChoices(page, t.label)).toHaveText([t.light, t.dark, t.device]);
    const list = await page.getByRole("group", { name: t.label }).boundingBox();
    expect(Math.abs(list!.x - trigger!.x)).toBeLessThanOrEqual(1);
    expect(list!.y).toBeGreaterThanOrEqual(trigger!.y + trigger!.height);
  });
});

test("on a phone, the theme is chosen in the header, as on a wider screen", async ({
  page,
  visit,
}) => {
  const t = messages.en.theme;
  await page.setViewportSize({ width: widths.phone, height: 800 });
  await visit("/");
  const control = themeControl(page, t.label);
  await expect(control).toBeInViewport();
  await control.click();
  const dark = themeChoices(page, t.label).filter({ hasText: t.dark });
  await expect(dark).toBeInViewport();
  await dark.click();
  await expect(page.locator("body")).toHaveCSS("background-color", look.dark.background);
});
