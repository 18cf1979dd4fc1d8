// Prices in the visitor's currency first: riyals for a browser in the Kingdom, dirhams in the
// Emirates, dollars elsewhere, dirhams without JavaScript; a choice made on one page holds on the
// next pages and the next visits, the planner's plan included.
import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import { createTranslator } from "use-intl";
import type { ZodType } from "zod";

import { parseFile } from "../../app/content/schema/fields.ts";
import { howWeWorkFile, plannerFile } from "../../app/content/schema/index.ts";
import { formatPrices, formatWeeks } from "../../app/i18n/format-number";
import { formatLocale } from "../../app/i18n/locales";
import { paths } from "../../app/paths";
import { computePlan } from "../../app/planner/plan";
import { queryOfChoice } from "../../app/planner/plan-query";

import { expect, test } from "./fixtures";
import { messages } from "./site";

const t = createTranslator({ locale: formatLocale("ar"), messages: messages.ar });
const read = <T>(file: string, schema: { schema: ZodType<T> }) =>
  parseFile(file, JSON.parse(readFileSync(file, "utf8")), schema.schema);
const howWeWork = howWeWorkFile.entry(read("app/content/how-we-work/index.json", howWeWorkFile));
const model = plannerFile.entry(read("app/content/planner/index.json", plannerFile));
/** The first engagement's price, per project, in each currency. */
const first = { price: formatPrices("ar", howWeWork.prices[0]!.price) };
/** The first engagement's card on How we work. */
const firstCard = (page: Page) =>
  page
    .getByRole("region", { name: t("howWeWork.pricesTitle") })
    .getByRole("listitem")
    .first();

/** The first engagement's price, in `currency`, as its card shows it. */
const priceLine = (currency: "aed" | "sar" | "usd") =>
  t("howWeWork.perProject", { price: first.price[currency] });

for (const [locale, currency] of [
  ["ar-SA", "sar"],
  ["ar-AE", "aed"],
  ["en-US", "usd"],
  ["ar", "aed"],
] as const) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });
    test(`sees How we work's prices in ${currency.toUpperCase()} first`, async ({
      page,
      visit,
    }) => {
      await visit(paths.howWeWork("ar"));
      const card = firstCard(page);
      // What is shown, not the other orders the page holds hidden.
      await expect(card).toContainText(priceLine(currency), { useInnerText: true });
      const group = page.getByRole("group", { name: t("howWeWork.currencyChoice") });
      await expect(
        group.getByRole("button", { name: t(`howWeWork.currency${capital(currency)}`) }),
      ).toHaveAttribute("aria-pressed", "true");
    });
  });
}

function capital(currency: "aed" | "sar" | "usd") {
  return (currency[0]!.toUpperCase() + currency.slice(1)) as "Aed" | "Sar" | "Usd";
}

test.describe("a choice", () => {
  test.use({ locale: "en-US" });
  test("shows riyals first at once, on the next pages and in the planner's plan, and is remembered", async ({
    page,
    visit,
  }) => {
    await visit(paths.howWeWork("ar"));
    const card = firstCard(page);
    await expect(card).toContainText(priceLine("usd"), { useInnerText: true });
    await page
      .getByRole("group", { name: t("howWeWork.currencyChoice") })
      .getByRole("button", { name: t("howWeWork.currencySar") })
      .click();
    await expect(card).toContainText(priceLine("sar"), { useInnerText: true });

    const choice = {
      build: [model.platforms[0]!.id],
      scope: model.defaultScope,
      needs: [],
      within: null,
    };
    const plan = computePlan(model, choice)!;
    await page.goto(`${paths.planner("ar")}${queryOfChoice(model, choice)}`);
    const amounts = formatPrices("ar", plan.total);
    const status = t("planner.summary", {
      first: amounts.sar,
      second: amounts.aed,
      third: amounts.usd,
      weeks: formatWeeks("ar", plan.weeks),
    });
    await expect(page.getByRole("status")).toHaveText(status);
    // Chosen again here: the plan follows at once.
    await page
      .getByRole("group", { name: t("howWeWork.currencyChoice") })
      .getByRole("button", { name: t("howWeWork.currencyUsd") })
      .click();
    await expect(page.getByRole("status")).toHaveText(
      t("planner.summary", {
        first: amounts.usd,
        second: amounts.aed,
        third: amounts.sar,
        weeks: formatWeeks("ar", plan.weeks),
      }),
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "ar-SA" });
  test("prices show dirhams first and no choice is offered", async ({ page }) => {
    await page.goto(paths.howWeWork("ar"));
    const card = firstCard(page);
    await expect(card).toContainText(priceLine("aed"), { useInnerText: true });
    await expect(page.getByRole("group", { name: t("howWeWork.currencyChoice") })).toBeHidden();
  });
});
