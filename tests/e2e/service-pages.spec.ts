import { readFileSync } from "node:fs";

import { imageSize } from "../../app/content/schema/load";
import { site } from "../../app/content/site";
import { paths } from "../../app/paths";

import { expect, NOT_FOUND_CONSOLE, openNotFound, test } from "./fixtures";
import { format, messages, services, unknownPaths } from "./site";

const t = messages.en;
const unknownService = unknownPaths.find((p) => p.locale === "en" && p.section === "services")!;

for (const { id, title, features, image, imageAlt } of services) {
  test(`the ${title.en} page has its hero, overview, features and a way to get in touch`, async ({
    page,
    visit,
  }) => {
    await visit(paths.service("en", id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.en);
    const hero = page.getByRole("main").getByRole("img").first();
    await expect(hero).toHaveAttribute("alt", imageAlt.en);
    const file = readFileSync(
      new URL(`../../app/content/services/${id}/${image}`, import.meta.url),
    );
    await expect(hero).toHaveAttribute("width", String(imageSize(file.toString())!.width));
    expect(
      await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByRole("link", { name: t.services.backToServices })).toHaveAttribute(
      "href",
      paths.section("en", "services"),
    );
    await expect(page.getByRole("heading", { level: 2, name: t.services.overview })).toBeVisible();
    await expect(
      page.getByRole("region", { name: t.services.whatWeProvide }).getByRole("listitem"),
    ).toHaveText(features.en);
    // The original's words for the side card (SPEC.md): "Interested in our {title}?".
    const side = page.getByRole("complementary", { name: `Interested in our ${title.en}?` });
    await expect(side.getByRole("link", { name: t.services.getInTouch })).toHaveAttribute(
      "href",
      paths.section("en", "contact"),
    );
    await expect(page).toHaveTitle(
      format(t.services.metaTitle, { title: title.en, company: site.name }),
    );
  });
}

test("Back to Services lands on the services section of the home page", async ({ page, visit }) => {
  await visit(paths.service("en", services[0]!.id));
  await page.getByRole("link", { name: t.services.backToServices }).click();
  await expect(page).toHaveURL(paths.section("en", "services"));
  await expect(page.getByRole("heading", { name: t.services.title })).toBeInViewport();
});

test("an unknown service shows Service not found, with status 404", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(NOT_FOUND_CONSOLE);
  await openNotFound(page, unknownService.unknown, t.services);
  await page.getByRole("link", { name: t.notFound.returnHome }).click();
  await expect(page).toHaveURL(paths.home("en"));
});

test("the unknown-service state is in the HTML the server sends", async ({ request }) => {
  const response = await request.get(unknownService.unknown);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(t.services.notFoundTitle);
  expect(html).toContain('name="robots" content="noindex"');
});
