import { formatFigure } from "../../app/i18n/format-number";
import { paths } from "../../app/paths";

import { expect, NOT_FOUND_CONSOLE, openNotFound, test } from "./fixtures";
import { format, messages, projects, services, unknownPaths } from "./site";

const t = messages.en;
const titleOf = (serviceId: string) => services.find((s) => s.id === serviceId)!.title.en;

test("the project list shows every case study of the portfolio, in order", async ({
  page,
  visit,
}) => {
  await visit(paths.projects("en"));
  await expect(page.getByText(t.projects.chip)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.projects.title);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(projects.length);
  for (const [index, { id, title, category, heroAlt }] of projects.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading")).toHaveText(title.en);
    await expect(card.getByText(category.en, { exact: true })).toBeVisible();
    await expect(card.getByRole("img")).toHaveAttribute("alt", heroAlt.en);
    await expect(
      card.getByRole("link", { name: format(t.projects.viewProjectAbout, { title: title.en }) }),
    ).toHaveAttribute("href", paths.project("en", id));
  }
});

for (const project of projects) {
  const { id, title, category, outcomes, outcomeLabels, client, year, technologies } = project;
  test(`the ${title.en} case study tells the whole story`, async ({ page, visit }) => {
    await visit(paths.project("en", id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.en);
    await expect(page.getByRole("main").getByText(category.en, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: t.projects.backToProjects })).toHaveAttribute(
      "href",
      paths.projects("en"),
    );
    for (const name of [
      t.projects.overview,
      t.projects.challenge,
      t.projects.solution,
      t.projects.results,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    // The hero, then the two screen images, each with its description and its size; drawings
    // are captioned as drawings.
    const images = page.getByRole("main").getByRole("article").getByRole("img");
    await expect(images).toHaveCount(project.clientLogo ? 4 : 3);
    for (const [index, alt] of [
      project.heroAlt,
      project.screen1Alt,
      project.screen2Alt,
    ].entries()) {
      await expect(images.nth(index)).toHaveAttribute("alt", alt.en);
      await expect(images.nth(index)).toHaveAttribute("width", /^\d+$/);
      await expect(images.nth(index)).toHaveAttribute("height", /^\d+$/);
    }
    await expect(page.getByText(t.projects.illustrationCaption, { exact: true })).toHaveCount(
      project.screensKind === "illustration" ? 2 : 0,
    );
    // The results as figures, each over what it measures.
    const figures = page.getByRole("region", { name: t.projects.results }).getByRole("listitem");
    await expect(figures).toHaveCount(outcomes.length);
    for (const [index, outcome] of outcomes.entries()) {
      await expect(figures.nth(index)).toContainText(formatFigure("en", outcome));
      await expect(figures.nth(index)).toContainText(outcomeLabels.en[index]!);
    }
    const quote = page.getByRole("main").locator("figure", { has: page.locator("blockquote") });
    await expect(quote.locator("blockquote")).toHaveText(project.testimonialQuote.en);
    await expect(quote.locator("figcaption")).toContainText(project.testimonialAuthor.en);

    const details = page.getByRole("complementary", { name: t.projects.details });
    await expect(details.getByText(t.projects.client)).toBeVisible();
    await expect(details.getByText(client, { exact: true })).toBeVisible();
    await expect(details.getByText(t.projects.year)).toBeVisible();
    await expect(details.getByText(String(year), { exact: true })).toBeVisible();
    await expect(details.getByRole("listitem")).toHaveText(technologies);
    await expect(details.getByRole("link", { name: t.projects.relatedService })).toHaveAttribute(
      "href",
      paths.service("en", project.service),
    );
    await expect(details.getByRole("link", { name: t.projects.similarProject })).toHaveAttribute(
      "href",
      paths.section("en", "contact"),
    );
  });
}

test("View Related Service leads to a real service page", async ({ page, visit }) => {
  const project = projects.at(-1)!;
  await visit(paths.project("en", project.id));
  await page.getByRole("link", { name: t.projects.relatedService }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(project.service));
});

test("Back to Projects returns to the list", async ({ page, visit }) => {
  await visit(paths.project("en", projects[0]!.id));
  await page.getByRole("link", { name: t.projects.backToProjects }).click();
  await expect(page).toHaveURL(paths.projects("en"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.projects.title);
});

test("an unknown project shows Project not found, with status 404", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(NOT_FOUND_CONSOLE);
  const unknown = unknownPaths.find((p) => p.locale === "en" && p.section === "projects")!;
  await openNotFound(page, unknown.unknown, t.projects);
  await expect(page.getByRole("link", { name: t.notFound.returnHome })).toHaveAttribute(
    "href",
    paths.home("en"),
  );
});
