// What a regulated buyer checks before the call: one page on the rules the studio works under,
// in every language, reached from the footer, How we work and the case studies of regulated
// industries (as the content marks them), and saying plainly what is not held.
import { industryFile } from "../../app/content/schema/index.ts";
import { locales } from "../../app/i18n/locales";
import { paths } from "../../app/paths";

import { expect, test } from "./fixtures";
import { contentEntries, messages, projects } from "./site";

const regulated = new Set(
  contentEntries("industries", industryFile)
    .filter(([, industry]) => industry.regulated)
    .map(([id]) => id),
);

for (const locale of locales) {
  test(`${locale}: the security page is in the footer and answers a regulator's questions`, async ({
    page,
  }) => {
    await page.goto(paths.home(locale));
    const link = page
      .getByRole("contentinfo")
      .getByRole("link", { name: messages[locale].footer.security, exact: true });
    await expect(link).toHaveAttribute("href", paths.policy(locale, "security"));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${paths.policy(locale, "security")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", /./);
    // Eight sections, and ISO 27001 named in one of them: the status is stated, whatever it is.
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(8);
    await expect(page.getByRole("main").getByRole("heading", { name: "ISO 27001" })).toBeVisible();
  });
}

test("How we work and every regulated industry's case study link to it; the others do not", async ({
  page,
}) => {
  expect(regulated.size).toBeGreaterThan(0);
  await page.goto(paths.howWeWork("en"));
  await expect(page.getByRole("link", { name: messages.en.howWeWork.regulated })).toHaveAttribute(
    "href",
    paths.policy("en", "security"),
  );
  for (const project of projects) {
    await page.goto(paths.project("en", project.id));
    await expect(page.getByRole("link", { name: messages.en.projects.regulated })).toHaveCount(
      regulated.has(project.industry) ? 1 : 0,
    );
  }
});
