// No reader meets a broken string: after each island has done its work (the office hours drawn in
// the visitor's zone, the contact form sent, its notice shown), nothing on the page reads
// "undefined", "NaN", "[object …]" or an unfilled "{placeholder}", in any language. The pages as
// prerendered are checked the same way in every-page.spec.ts, the planner's message in
// planner.spec.ts.
import { defaultLocale, locales } from "../../app/i18n/locales";
import { paths } from "../../app/paths";

import { brokenStrings, expect, test, yourHoursDrawn } from "./fixtures";
import { glossaryExample, messages } from "./site";

// Mexico City, where the office's working day crosses midnight: the hardest line the hours write.
const ZONE = "America/Mexico_City";
const AT = "2026-01-14T10:00:00Z";
test.use({ timezoneId: ZONE });

for (const locale of locales) {
  const t = messages[locale];

  test(`${locale}: the hours across midnight and the sent form leave no broken string`, async ({
    page,
    visit,
  }) => {
    await page.clock.setFixedTime(new Date(AT));
    await visit(paths.section(locale, "contact"));
    await yourHoursDrawn(page);
    // The hours as the language's glossary writes them (English, the source, as it reads).
    const hours = page.locator('[data-slot="your-hours"] p').first();
    await expect(hours).toHaveText(
      locale === defaultLocale
        ? "In your time zone, Central Standard Time (UTC\u22126): Sunday to Thursday, 23:00 to 08:00 the next day."
        : glossaryExample(locale, "hours in your zone", `${ZONE} ${AT}`),
    );

    await page.getByLabel(t.contact.name).fill("Ada Lovelace");
    await page.getByLabel(t.contact.email, { exact: true }).fill("ada@example.com");
    await page.getByLabel(t.contact.message).fill("A short brief.");
    await page
      .locator("#contact form")
      .getByRole("button", { name: t.contact.submitEndpoint })
      .click();
    await expect(page.getByRole("region", { name: t.intake.sentTitle })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: t.contact.toastSentTitle }),
    ).toBeVisible();

    expect(await brokenStrings(page)).toEqual([]);
  });
}
