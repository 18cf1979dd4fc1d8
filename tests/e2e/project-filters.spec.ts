import { createTranslator } from "use-intl";

import { industryFile } from "../../app/content/schema/index.ts";
import { formatLocale, locales, type Locale } from "../../app/i18n/locales";
import { paths } from "../../app/paths";

import { expect, test } from "./fixtures";
import { contentEntries, escapeRegExp, messages, pagesOf, projects, services } from "./site";

const industries = contentEntries("industries", industryFile).map(([id, entry]) => ({
  id,
  ...entry,
}));

const translator = (locale: Locale) =>
  createTranslator({ locale: formatLocale(locale), messages: messages[locale] });

// The filters are plain links to prerendered pages: they work before, and without, JavaScript.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    const t = translator(locale);
    // A service with case studies, and an industry with more than one.
    const service = services.find((s) => projects.some((p) => p.service === s.id))!;
    const industry = industries.find(
      (i) => projects.filter((p) => p.industry === i.id).length > 1,
    )!;

    test(`${locale}: /projects narrows to a service and to an industry, in its language`, async ({
      page,
    }) => {
      const filters = () => page.getByRole("navigation", { name: t("projects.filterLabel") });
      const cardTitles = () => page.getByRole("main").getByRole("article").getByRole("heading");
      const expectShowing = async (shown: typeof projects) => {
        await expect(cardTitles()).toHaveText(shown.map((p) => p.title[locale]));
        await expect(page.getByRole("status")).toHaveText(
          t("projects.showing", { count: shown.length }),
        );
      };

      await page.goto(paths.projects(locale));
      await expectShowing(projects);

      /** Follows the filter named `name`, with its count, to `path`, and finds what it shows. */
      const narrowTo = async (name: string, path: string, shown: typeof projects) => {
        await filters()
          .getByRole("link", { name: `${name} (${shown.length})` })
          .click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          t("projects.filteredTitle", { name }),
        );
        await expect(
          filters().getByRole("link", { name: new RegExp(`^${escapeRegExp(name)}`) }),
        ).toHaveAttribute("aria-current", "page");
        await expectShowing(shown);
      };

      await narrowTo(
        service.title[locale],
        paths.projectsByService(locale, service.id),
        projects.filter((p) => p.service === service.id),
      );
      await narrowTo(
        industry.name[locale],
        paths.projectsByIndustry(locale, industry.id),
        projects.filter((p) => p.industry === industry.id),
      );

      await filters()
        .getByRole("link", { name: t("projects.all") })
        .click();
      await expect(page).toHaveURL(paths.projects(locale));
      await expectShowing(projects);
    });
  }
});

test("a service without a published case study says so, and leads to the others and to us", async ({
  page,
  visit,
}) => {
  const t = translator("en");
  const empty = services.find((s) => !projects.some((p) => p.service === s.id))!;
  await visit(paths.projectsByService("en", empty.id));
  await expect(page.getByRole("status")).toHaveText(t("projects.showing", { count: 0 }));
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: t("projects.emptyTitle") })).toBeVisible();
  await expect(page.getByText(t("projects.emptyText", { name: empty.title.en }))).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: t("projects.all") }).last()).toHaveAttribute(
    "href",
    paths.projects("en"),
  );
});

test("each service page links to its case studies and to the prices", async ({ page, visit }) => {
  const t = translator("es");
  const service = services[0]!;
  await visit(paths.service("es", service.id));
  await expect(
    page.getByRole("link", { name: t("services.seeWork", { title: service.title.es }) }),
  ).toHaveAttribute("href", paths.projectsByService("es", service.id));
  await expect(
    page.getByRole("main").getByRole("link", { name: t("services.seePrices") }),
  ).toHaveAttribute("href", paths.howWeWork("es"));
});

test("the filtered lists stay out of search results: noindex, and no canonical", async ({
  page,
  visit,
}) => {
  for (const filtered of [
    ...pagesOf("projects-by-service", "ar"),
    ...pagesOf("projects-by-industry", "zh"),
  ]) {
    await visit(filtered.path, { axe: false });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  }
});
