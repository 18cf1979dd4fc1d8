// The project planner: a buyer chooses a plan and reads its range, reloads and shares the link,
// sends it through the contact form; every figure is worked out from the model in the content,
// as the page does. Without JavaScript the model shows as tables; a hostile address gives the
// empty plan.
import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import { createTranslator } from "use-intl";

import { parseFile } from "../../app/content/schema/fields.ts";
import { plannerFile } from "../../app/content/schema/index.ts";
import { formatAed, formatSar, formatUsd, formatWeeks } from "../../app/i18n/format-number";
import { formatLocale, locales, type Locale } from "../../app/i18n/locales";
import { paths } from "../../app/paths";
import { computePlan, emptyChoice, type Choice } from "../../app/planner/plan";
import { queryOfChoice } from "../../app/planner/plan-query";
import { INTAKE_PATH } from "../../app/requests/limits";

import { brokenStrings, expect, recordRequests, test, wakeIsland, widths } from "./fixtures";
import { messages, pagesOf } from "./site";

// Dirhams first, as a browser in the Emirates shows the prices (app/currency/).
test.use({ locale: "en-AE" });

const file = "app/content/planner/index.json";
const planner = plannerFile.entry(
  parseFile(file, JSON.parse(readFileSync(file, "utf8")), plannerFile.schema),
);

const translator = (locale: Locale) =>
  createTranslator({ locale: formatLocale(locale), messages: messages[locale] });

/** Two platforms that share work, the scope before last, the first need and a tight date. */
const chosen: Choice = {
  build: [planner.platforms[0]!.id, planner.platforms[1]!.id],
  scope: planner.scopes.at(-2)!.id,
  needs: [planner.needs[1]!.id],
  within: 2,
};

/** The one sentence the status region says for a choice, as the page words it. */
function summaryOf(locale: Locale, choice: Choice) {
  const plan = computePlan(planner, choice)!;
  return translator(locale)("planner.summary", {
    first: formatAed(locale, plan.total),
    second: formatSar(locale, plan.total),
    third: formatUsd(locale, plan.total),
    weeks: formatWeeks(locale, plan.weeks),
  });
}

const labelOf = (locale: Locale) => ({
  platform: (id: string) =>
    planner.platformLabels[locale][planner.platforms.findIndex((p) => p.id === id)]!.label,
  scope: (id: string) =>
    planner.scopeLabels[locale][planner.scopes.findIndex((s) => s.id === id)]!.label,
  need: (id: string) =>
    planner.needLabels[locale][planner.needs.findIndex((n) => n.id === id)]!.label,
});

/**
 * Opens the planner and waits for its code: at once for an address with a plan in it, on the
 * visitor's first intent for an empty one.
 */
async function openPlanner(page: Page, path: string) {
  await page.goto(path);
  if (!path.includes("?")) await wakeIsland(page, "project-planner");
  await expect(page.locator('island-root[island="project-planner"]')).toHaveAttribute("hydrated");
}

async function choose(page: Page, locale: Locale, choice: Choice) {
  const label = labelOf(locale);
  const t = translator(locale);
  for (const id of choice.build) await page.getByLabel(label.platform(id), { exact: true }).check();
  await page.getByRole("radio", { name: label.scope(choice.scope) }).check();
  for (const id of choice.needs) await page.getByLabel(label.need(id), { exact: true }).check();
  await page
    .getByLabel(t("planner.whenLegend"))
    .selectOption({ label: t("planner.within", { count: choice.within! }) });
}

for (const locale of locales) {
  const t = translator(locale);
  const path = paths.planner(locale);

  test(`${locale}: a buyer chooses a plan, reads its range, reloads, shares it and sends it`, async ({
    page,
    browser,
    openedMailto,
    externalRequests,
  }) => {
    await openPlanner(page, path);
    const status = page.getByRole("status");
    await expect(status).toHaveText(t("planner.empty"));
    const requests = recordRequests(page);
    await choose(page, locale, chosen);
    await expect(status).toHaveText(summaryOf(locale, chosen));
    // Nothing leaves the page while the buyer chooses.
    expect(requests).toEqual([]);
    expect(new URL(page.url()).search).toBe(queryOfChoice(planner, chosen));

    // The breakdown says what the need adds.
    const plan = computePlan(planner, chosen)!;
    const need = plan.lines.find((l) => l.kind === "need")!;
    await expect(
      page.getByRole("listitem").filter({ hasText: labelOf(locale).need(need.id) }),
    ).toContainText(t("planner.adds", { amount: formatAed(locale, need.amount) }));

    await page.reload();
    await expect(page.locator('island-root[island="project-planner"]')).toHaveAttribute("hydrated");
    await expect(status).toHaveText(summaryOf(locale, chosen));
    await expect(
      page.getByLabel(labelOf(locale).platform(chosen.build[0]!), { exact: true }),
    ).toBeChecked();

    const shared = await browser.newPage();
    await openPlanner(shared, page.url());
    await expect(shared.getByRole("status")).toHaveText(summaryOf(locale, chosen));
    await shared.close();

    await page.getByRole("button", { name: t("planner.send") }).click();
    const message = page.getByLabel(messages[locale].contact.message);
    await expect(message).toBeFocused();
    const text = await message.inputValue();
    expect(text).toContain(
      t("planner.message.range", {
        first: formatAed(locale, plan.total),
        second: formatSar(locale, plan.total),
        third: formatUsd(locale, plan.total),
        weeks: formatWeeks(locale, plan.weeks),
      }),
    );
    expect(text).toContain(page.url());
    // Each chosen option on a line of its own, whatever its label holds (its own "and", a comma).
    const lines = text.split("\n");
    for (const id of chosen.build) expect(lines).toContain(`- ${labelOf(locale).platform(id)}`);
    for (const id of chosen.needs) expect(lines).toContain(`- ${labelOf(locale).need(id)}`);
    expect(await openedMailto()).toEqual([]);
    await message.press("End");
    await message.pressSequentially("\nThanks!");
    await page.getByLabel(messages[locale].contact.name).fill("Ada Lovelace");
    await page.getByLabel(messages[locale].contact.email, { exact: true }).fill("ada@example.com");
    await page.getByRole("button", { name: messages[locale].contact.submitEndpoint }).click();
    // Sent to the site's own intake, which answers with a reference: no mail app, no clipboard.
    const sent = messages[locale].intake.sentTitle;
    await expect(page.getByRole("region", { name: sent })).toBeVisible({ timeout: 15_000 });
    expect(await openedMailto()).toEqual([]);
    // The plan shown, the message written, the form sent: no string on the page is broken.
    await expect(
      page.getByRole("listitem").filter({ hasText: messages[locale].contact.toastSentTitle }),
    ).toBeVisible();
    expect(await brokenStrings(page)).toEqual([]);
    expect(externalRequests).toEqual([]);
  });
}

test("a choice made before the planner's code arrives is kept once it has", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-island-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(paths.planner("en"));
  const box = page.getByLabel(labelOf("en").platform(chosen.build[0]!), { exact: true });
  await box.click();
  release();
  await expect(page.getByRole("status")).toHaveText(
    summaryOf("en", { ...emptyChoice(planner), build: [chosen.build[0]!] }),
  );
  await expect(box).toBeChecked();
});

test("the planner is linked from How we work, each service page and the contact section", async ({
  page,
}) => {
  for (const locale of locales) {
    const planner = `a[href="${paths.planner(locale)}"]`;
    await page.goto(paths.howWeWork(locale));
    await expect(page.getByRole("main").locator(planner)).toHaveText(
      messages[locale].howWeWork.ctaPlanner,
    );
    for (const service of pagesOf("service", locale)) {
      await page.goto(service.path);
      await expect(page.getByRole("main").locator(planner)).toHaveText(
        messages[locale].services.planProject,
      );
    }
    await page.goto(paths.section(locale, "contact"));
    await expect(page.locator(`#contact ${planner}`)).toHaveText(
      messages[locale].contact.plannerLink,
    );
  }
});

test("every control works from the keyboard; a change moves no focus and submits nothing", async ({
  page,
  openedMailto,
}) => {
  const t = translator("en");
  const label = labelOf("en");
  await openPlanner(page, paths.planner("en"));
  const first = page.getByLabel(label.platform(planner.platforms[0]!.id), { exact: true });
  await first.focus();
  await page.keyboard.press("Space");
  await expect(first).toBeChecked();
  await expect(first).toBeFocused();
  const choice = { ...emptyChoice(planner), build: [planner.platforms[0]!.id] };
  await expect(page.getByRole("status")).toHaveText(summaryOf("en", choice));
  // Radio buttons move with the arrow keys, the choice with them.
  await page.getByRole("radio", { checked: true }).focus();
  await page.keyboard.press("ArrowDown");
  const next = planner.scopes[planner.scopes.findIndex((s) => s.id === planner.defaultScope) + 1]!;
  await expect(page.getByRole("radio", { name: label.scope(next.id) })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText(summaryOf("en", { ...choice, scope: next.id }));
  await page.getByLabel(t("planner.whenLegend")).focus();
  await page.keyboard.press("Enter");
  expect(await openedMailto()).toEqual([]);
  await expect(page).toHaveURL(/\/project-planner\?/);
});

test("Arabic, dark, phone and desktop: the planner with a plan shown passes axe", async ({
  page,
  expectNoA11yViolations,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await openPlanner(page, `${paths.planner("ar")}${queryOfChoice(planner, chosen)}`);
    await expect(page.getByRole("status")).toHaveText(summaryOf("ar", chosen));
    await expectNoA11yViolations();
  }
});

test("a link typed by hand opens its plan, and names what it could not read", async ({ page }) => {
  const [first, second] = planner.platforms;
  await openPlanner(page, `${paths.planner("ar")}?build=${first!.id},${second!.id},ipad`);
  const label = labelOf("ar");
  await expect(page.getByRole("checkbox", { name: label.platform(first!.id) })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: label.platform(second!.id) })).toBeChecked();
  const notice = page.getByText(messages.ar.planner.linkDropped);
  await expect(notice).toBeVisible();
  await expect(notice.locator("code")).toHaveText(["build=ipad"]);
  // The buyer's first change rewrites the link, and the notice has nothing left to say.
  await page.getByRole("checkbox", { name: label.platform(second!.id) }).uncheck();
  await expect(notice).toHaveCount(0);
});

test("a link made for another version of the planner says why its plan is not shown", async ({
  page,
}) => {
  await openPlanner(page, `${paths.planner("es")}?v=${planner.version + 1}&build=ios`);
  await expect(page.getByText(messages.es.planner.linkOtherVersion)).toBeVisible();
});

test.describe("a malformed or hostile address", () => {
  for (const query of [
    "?v=1&build=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&scope=%3Cscript%3Ealert(1)%3C/script%3E",
    `?v=${planner.version + 1}&build=${planner.platforms[0]!.id}`,
    "?v=1&within=-4&need=&build[]=x&%E0%A4%A",
  ]) {
    test(`gives the empty plan: ${query.slice(0, 40)}`, async ({ page }) => {
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      const response = await page.goto(`${paths.planner("en")}${query}`);
      expect(response!.status()).toBe(200);
      await expect(page.locator('island-root[island="project-planner"]')).toHaveAttribute(
        "hydrated",
      );
      await expect(page.getByRole("status")).toHaveText(messages.en.planner.empty);
      await expect(page.locator("main img")).toHaveCount(0);
      expect(dialogs).toBe(0);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the model shows as tables, and the contact form still posts to the intake", async ({
    page,
  }) => {
    const t = translator("en");
    await page.goto(paths.planner("en"));
    await expect(page.getByText(t("planner.noScript"))).toBeVisible();
    await expect(page.getByRole("group", { name: t("planner.buildLegend") })).toBeHidden();
    const rows = page.getByRole("table").first().getByRole("row");
    for (const [i, platform] of planner.platforms.entries()) {
      const row = rows.filter({
        has: page.getByRole("rowheader", {
          name: planner.platformLabels.en[i]!.label,
          exact: true,
        }),
      });
      for (const price of platform.prices) await expect(row).toContainText(formatAed("en", price));
    }
    for (const [i] of planner.needs.entries())
      await expect(
        page.getByRole("rowheader", { name: planner.needLabels.en[i]!.label, exact: true }),
      ).toBeVisible();
    await expect(page.locator(`form[action="${INTAKE_PATH}"]`)).toBeVisible();
  });
});
