import { readFileSync } from "node:fs";

import { createTranslator } from "use-intl";

import { parseFile } from "../../app/content/schema/fields.ts";
import { howWeWorkFile } from "../../app/content/schema/index.ts";
import { formatAed, formatSar, formatUsd } from "../../app/i18n/format-number";
import { formatLocale, locales } from "../../app/i18n/locales";
import { paths } from "../../app/paths";

import { expect, test } from "./fixtures";
import { messages, services } from "./site";

// Dirhams first, as a browser in the Emirates shows the prices (app/currency/).
test.use({ locale: "en-AE" });

const file = "app/content/how-we-work/index.json";
const content = howWeWorkFile.entry(
  parseFile(file, JSON.parse(readFileSync(file, "utf8")), howWeWorkFile.schema),
);

for (const locale of ["en", "ar"] as const) {
  const t = createTranslator({ locale: formatLocale(locale), messages: messages[locale] });

  test(`${locale}: How we work gives each step and each engagement's price in dirhams and dollars`, async ({
    page,
    visit,
  }) => {
    await visit(paths.howWeWork(locale));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title[locale]);
    const steps = page
      .getByRole("region", { name: t("howWeWork.stepsTitle") })
      .getByRole("listitem");
    await expect(steps).toHaveCount(content.steps[locale].length);
    for (const [index, step] of content.steps[locale].entries()) {
      await expect(steps.nth(index).getByRole("heading")).toContainText(step.title);
      await expect(steps.nth(index)).toContainText(step.deliverable);
    }
    const engagements = page
      .getByRole("region", { name: t("howWeWork.pricesTitle") })
      .getByRole("listitem");
    await expect(engagements).toHaveCount(content.prices.length);
    for (const [index, { price, per }] of content.prices.entries()) {
      const card = engagements.nth(index);
      const text = content.engagements[locale][index]!;
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(text.name);
      // What is shown, not the other orders the page holds hidden.
      await expect(card).toContainText(
        per === "month"
          ? t("howWeWork.perMonth", { price: formatAed(locale, price) })
          : t("howWeWork.perProject", { price: formatAed(locale, price) }),
        { useInnerText: true },
      );
      await expect(card).toContainText(
        t("howWeWork.also", {
          second: formatSar(locale, price),
          third: formatUsd(locale, price),
        }),
        { useInnerText: true },
      );
      await expect(card).toContainText(text.assumptions);
    }
    await expect(page.getByText(content.pricesNote[locale])).toBeVisible();
  });
}

for (const locale of locales) {
  test(`${locale}: About tells the same steps as How we work, with the same durations`, async ({
    page,
    visit,
  }) => {
    const t = createTranslator({ locale: formatLocale(locale), messages: messages[locale] });
    await visit(paths.about(locale));
    const steps = page
      .getByRole("region", { name: t("about.engagementsTitle") })
      .getByRole("listitem");
    await expect(steps).toHaveCount(content.steps[locale].length);
    for (const [index, step] of content.steps[locale].entries()) {
      await expect(steps.nth(index).getByRole("heading", { level: 3 })).toHaveText(step.title);
      await expect(steps.nth(index)).toContainText(step.duration);
    }
  });
}

test("About, the home page and the footer lead to How we work, in their language", async ({
  page,
  visit,
}) => {
  for (const locale of locales) {
    const t = messages[locale];
    await visit(paths.about(locale), { axe: false });
    await expect(page.getByRole("link", { name: t.about.howWeWorkLink })).toHaveAttribute(
      "href",
      paths.howWeWork(locale),
    );
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: t.footer.howWeWork }),
    ).toHaveAttribute("href", paths.howWeWork(locale));
  }
  await visit(paths.section("zh", "services"), { axe: false });
  await expect(
    page.getByRole("main").getByRole("link", { name: messages.zh.services.seePrices }),
  ).toHaveAttribute("href", paths.howWeWork("zh"));
});

test("a service page states its typical range, in dirhams and dollars", async ({ page, visit }) => {
  const t = createTranslator({ locale: formatLocale("es"), messages: messages.es });
  for (const service of services) {
    await visit(paths.service("es", service.id), { axe: false });
    await expect(page.getByRole("complementary")).toContainText(
      t("services.typicalPrice", {
        first: formatAed("es", service.typicalPrice),
        second: formatSar("es", service.typicalPrice),
        third: formatUsd("es", service.typicalPrice),
      }),
      { useInnerText: true },
    );
  }
});
