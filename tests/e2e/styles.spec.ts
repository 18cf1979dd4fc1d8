import type { Page } from "@playwright/test";

import {
  expect,
  followLink,
  type Fixtures,
  NOT_FOUND_CONSOLE,
  recordRequests,
  test,
  wakeIsland,
  widths,
} from "./fixtures";
import { locales } from "../../app/i18n/locales";
import { htmlClasses } from "../../app/delivery/build/critical-css";
import { STYLESHEET_ID, WHOLE_STYLESHEET_ATTRIBUTE } from "../../app/delivery/stylesheet";

import { manifest, messages, pagesOf, unknownPaths } from "./site";

// Each page's HTML inlines only the style rules it uses (its critical CSS). An island loads the
// whole stylesheet before it hydrates, since it may draw what the HTML lacks: a menu, a message
// (docs/how-a-page-loads.md).

/** What a page draws after its paint, once the whole stylesheet is in: the hours in the visitor's time. */
const DRAWN_LATER = '[data-slot="your-hours"] *';

/** How every element of the main content looks: the properties a visitor would see change. */
function looks(page: Page, leaveOut?: string) {
  return page.getByRole("main").evaluate((main, leaveOut) => {
    const properties = [
      "display",
      "position",
      "margin-top",
      "padding-top",
      "padding-left",
      "font-size",
      "font-weight",
      "line-height",
      "color",
      "background-color",
      "border-top-width",
      "border-radius",
      "list-style-type",
      "grid-template-columns",
    ];
    return [main, ...main.querySelectorAll("*")]
      .filter((element) => !leaveOut || !element.matches(leaveOut))
      .map((element) => {
        const style = getComputedStyle(element);
        return `${element.tagName} ${properties.map((p) => style.getPropertyValue(p)).join(" ")}`;
      });
  }, leaveOut);
}

/** The whole stylesheet, which a page fetches once it has settled. */
const wholeStylesheet = /\/assets\/site-[\w-]+\.css$/;

/** How `path` looks when loaded directly, animations settled. */
async function looksWhenLoaded(
  page: Page,
  visit: Fixtures["visit"],
  path: string,
  leaveOut?: string,
) {
  await visit(path);
  await page.emulateMedia({ reducedMotion: "reduce" });
  return looks(page, leaveOut);
}

const journeys = [
  // From the page a visitor starts on, through a link on it, to a page built from other rules.
  { from: pagesOf("home", "en")[0]!.path, to: pagesOf("about", "en")[0]!.path },
  { from: pagesOf("home", "zh")[0]!.path, to: pagesOf("project", "zh")[0]!.path },
  { from: pagesOf("blog", "es")[0]!.path, to: pagesOf("article", "es")[0]!.path },
  { from: pagesOf("careers", "en")[0]!.path, to: pagesOf("role", "en")[0]!.path },
  { from: pagesOf("about", "zh")[0]!.path, to: pagesOf("policy", "zh")[0]!.path },
];

for (const { from, to } of journeys) {
  test(`${to} reached by a link from ${from} looks as it does when loaded`, async ({
    page,
    visit,
  }) => {
    // The office hours in the visitor's time arrive on their own schedule, into kept space.
    const loaded = await looksWhenLoaded(page, visit, to, DRAWN_LATER);
    // A slow network: the page must not be drawn before its rules arrive.
    await page.route(wholeStylesheet, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await visit(from);
    await followLink(page, to);
    expect(await looks(page, DRAWN_LATER)).toEqual(loaded);
  });
}

test("a page inlines fewer style rules than the whole stylesheet it names", async ({ request }) => {
  const html = await (await request.get(pagesOf("careers", "en")[0]!.path)).text();
  const [, href, inline] = /<style id="site-css" data-href="([^"]+)">([\s\S]*?)<\/style>/.exec(
    html,
  )!;
  const whole = await request.get(href!);
  expect(whole.status()).toBe(200);
  expect(whole.headers()["content-type"]).toMatch(/^text\/css/);
  expect(inline!.length).toBeLessThan((await whole.text()).length * 0.9);
});

/**
 * Every computed property of every element of the body, at the width of `page`, kept in the page;
 * a second call returns each property that differs from the first reading, with both values. The
 * comparison runs in the page: the readings are too large to send to the test and back quickly.
 */
async function computedStyleChanges(page: Page) {
  // A scroll-driven animation (the compact header) takes its value from the scroll when the
  // browser next draws a frame, not when the page scrolls or gains a stylesheet. With the page's
  // scripts off it cannot wait for a frame itself; a screenshot makes the browser draw one.
  await page.screenshot();
  return page.evaluate(() => {
    const read = () =>
      [document.body, ...document.body.querySelectorAll("*")].map((element) => {
        const style = getComputedStyle(element);
        // Custom properties no rule reads are left out of a page's rules: what they would change
        // shows in the properties that read them.
        const values = new Map<string, string>();
        for (const p of style) if (!p.startsWith("--")) values.set(p, style.getPropertyValue(p));
        return { element: element.tagName.toLowerCase(), values };
      });
    const store = window as unknown as { stylesBefore?: ReturnType<typeof read> };
    const before = store.stylesBefore;
    const now = read();
    store.stylesBefore = now;
    if (!before) return [];
    return before.flatMap(({ element, values }, i) =>
      [...new Set([...values.keys(), ...(now[i]?.values.keys() ?? [])])]
        .filter((p) => values.get(p) !== now[i]?.values.get(p))
        .map((p) => `${element} #${i} ${p}: ${values.get(p)} → ${now[i]?.values.get(p)}`),
    );
  });
}

/**
 * Lays out once each block the browser skips until it is near (`content-visibility: auto`): from
 * then on it keeps its own height, drawn or not, so two readings of the page do not depend on
 * whether the browser had drawn it yet.
 */
async function layOutSkippedBlocks(page: Page) {
  const notDrawn = await page.evaluate(async () => {
    const blocks = [...document.body.querySelectorAll("*")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    const missed: string[] = [];
    for (const block of blocks) {
      block.scrollIntoView({ behavior: "instant" });
      const drawn = () => block.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
      for (let frame = 0; !drawn() && frame < 120; frame++)
        await new Promise(requestAnimationFrame);
      if (!drawn()) missed.push(block.outerHTML.slice(0, 80));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return missed;
  });
  expect(notDrawn, "blocks still skipped after scrolling to them").toEqual([]);
}

// One page of each kind, each in the next language.
const kinds = [...new Set(manifest.pages.map((p) => p.kind))];
const notFound = unknownPaths[0]!.unknown;
const drawnPages = [
  ...kinds.map((kind, i) => pagesOf(kind, locales[i % locales.length])[0]!.path),
  notFound,
];

test.describe("a page's own rules draw it exactly as the whole stylesheet does", () => {
  // Without scripts nothing adds the whole stylesheet, so the page is drawn from its inline rules
  // alone; the test then adds its rules after them, as the page's scripts do.
  test.use({ javaScriptEnabled: false });
  for (const path of drawnPages) {
    test(path, async ({ page, allowConsoleErrors }) => {
      if (path === notFound) allowConsoleErrors(NOT_FOUND_CONSOLE);
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const width of [widths.phone, widths.desktop]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await layOutSkippedBlocks(page);
        await computedStyleChanges(page);
        const href = await page
          .locator(`#${STYLESHEET_ID}`)
          .getAttribute(WHOLE_STYLESHEET_ATTRIBUTE);
        const whole = await (await page.request.get(href!)).text();
        await page.evaluate((css) => {
          document.head.append(
            Object.assign(document.createElement("style"), { textContent: css }),
          );
        }, whole);
        expect(await computedStyleChanges(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});

/** The class names on the page's elements now. */
function classesNow(page: Page) {
  return page.evaluate(() => [
    ...new Set([...document.querySelectorAll("[class]")].flatMap((e) => [...e.classList])),
  ]);
}

test.describe("before the visitor acts, the scripts draw only classes whose rules the page has", () => {
  // Until the first sign of intent the page has its inline rules only, and those cover the
  // classes in its HTML: what hydration and the parts hydrated on idle draw must stay among them.
  for (const path of drawnPages) {
    test(path, async ({ page, visit, allowConsoleErrors }) => {
      if (path === notFound) allowConsoleErrors(NOT_FOUND_CONSOLE);
      const served = htmlClasses(await (await page.request.get(path)).text());
      await visit(path);
      await page.waitForLoadState("networkidle");
      expect((await classesNow(page)).filter((name) => !served.has(name))).toEqual([]);
    });
  }
});

test("the whole stylesheet is fetched only when an island wakes, once", async ({ page, visit }) => {
  const fetched = recordRequests(page, wholeStylesheet);
  const sheets = () => page.evaluate(() => document.styleSheets.length);
  await visit("/");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  const before = await sheets();
  await wakeIsland(page, "contact-form");
  await expect.poll(sheets).toBe(before + 1);
  // The office hours beside the form, in view now, wake with the stylesheet already there.
  await expect(page.locator('island-root[island="your-hours"][hydrated]')).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(fetched).toHaveLength(1);
});

/** Whether a colour is fully opaque, as `getComputedStyle` writes it. */
const opaque = (color: string) => /^rgb\(/.test(color);

test("the language list, in the page's HTML, is drawn by the page's own rules", async ({
  page,
  visit,
}) => {
  const fetched = recordRequests(page, wholeStylesheet);
  await visit(pagesOf("careers", "en")[0]!.path);
  const control = page.getByRole("button", { name: new RegExp(`^${messages.en.footer.language}`) });
  await control.click();
  const list = page.getByRole("navigation", { name: messages.en.footer.otherLanguages });
  await expect(list).toBeVisible();
  expect(opaque(await list.evaluate((e) => getComputedStyle(e).backgroundColor))).toBe(true);
  const link = list.getByRole("link", { name: "Español" });
  expect(await link.evaluate((e) => parseFloat(getComputedStyle(e).paddingRight))).toBeGreaterThan(
    0,
  );
  // Over its button, its start on the button's start.
  const [button, box] = [(await control.boundingBox())!, (await list.boundingBox())!];
  expect(box.y + box.height).toBeLessThanOrEqual(button.y);
  expect(box.x).toBeCloseTo(button.x, 0);
  expect(fetched).toEqual([]);
});

test("the phone's menu, in the page's HTML, is drawn by the page's own rules", async ({
  page,
  visit,
}) => {
  const fetched = recordRequests(page, wholeStylesheet);
  await page.setViewportSize({ width: widths.phone, height: 800 });
  await visit(pagesOf("careers", "en")[0]!.path);
  await page.getByRole("button", { name: messages.en.nav.openMenu }).click();
  const dialog = page.getByRole("dialog", { name: messages.en.nav.menuTitle });
  await expect(dialog).toBeVisible();
  expect(opaque(await dialog.evaluate((e) => getComputedStyle(e).backgroundColor))).toBe(true);
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeCloseTo(widths.phone, 0);
  expect(box.height).toBeCloseTo(800, 0);
  expect(fetched).toEqual([]);
});

test("the theme list, in the page's HTML, is drawn by the page's own rules", async ({
  page,
  visit,
}) => {
  const t = messages.en.theme;
  const fetched = recordRequests(page, wholeStylesheet);
  await visit(pagesOf("careers", "en")[0]!.path);
  const control = page.getByRole("button", { name: new RegExp(`^${t.label}: `) });
  await control.click();
  const list = page.getByRole("group", { name: t.label });
  await expect(list).toBeVisible();
  expect(opaque(await list.evaluate((e) => getComputedStyle(e).backgroundColor))).toBe(true);
  // Under its button, its end on the button's end.
  const [button, box] = [(await control.boundingBox())!, (await list.boundingBox())!];
  expect(box.y).toBeGreaterThanOrEqual(button.y + button.height);
  expect(box.x + box.width).toBeCloseTo(button.x + button.width, 0);
  expect(fetched).toEqual([]);
});
