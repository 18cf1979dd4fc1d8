// The company as registered, from the site's content: in the footer of every page, on About, at
// the end of each policy and in the structured data.
import { site } from "../../app/content/site";
import { locales } from "../../app/i18n/locales";
import { paths } from "../../app/paths";

import { expect, test } from "./fixtures";
import { format, messages } from "./site";

for (const locale of locales) {
  const legal = format(messages[locale].footer.legal, {
    name: site.legal.name,
    licence: site.legal.licence,
    registry: site.legal.registry[locale],
  });

  test(`${locale}: the legal entity and its licence are in the footer, on About and under each policy`, async ({
    page,
    visit,
  }) => {
    await visit(paths.home(locale));
    await expect(page.getByRole("contentinfo").getByText(legal, { exact: true })).toBeVisible();

    await visit(paths.about(locale));
    const details = page.getByRole("region", { name: messages[locale].about.companyTitle });
    for (const [term, value] of [
      [messages[locale].about.legalName, site.legal.name],
      [messages[locale].about.licence, site.legal.licence],
      [messages[locale].about.registry, site.legal.registry[locale]],
    ] as const) {
      await expect(details.getByRole("term").filter({ hasText: term })).toBeVisible();
      await expect(details.getByRole("definition").filter({ hasText: value })).toBeVisible();
    }

    await visit(paths.policy(locale, "privacy"));
    await expect(
      page
        .getByRole("main")
        .getByText(format(messages[locale].policies.issuer, { company: legal }), { exact: true }),
    ).toBeVisible();
  });
}

test("the structured data names the company's legal name and its licence", async ({ request }) => {
  const html = await (await request.get(paths.about("en"))).text();
  const graph = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (m) => JSON.parse(m[1]!)["@graph"],
  );
  const organization = graph.find((node) => node["@type"] === "Organization");
  expect(organization).toMatchObject({
    legalName: site.legal.name,
    identifier: { "@type": "PropertyValue", value: site.legal.licence },
  });
});
