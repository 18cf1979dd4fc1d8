import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, test } from "vitest";

import { roleIds, role } from "~/content/careers";
import { officeHoursLine, roleCard } from "~/content/localize";
import { zoneName } from "~/content/office-hours";
import { site } from "~/content/site";

import { glossaryNames, regionName } from "./glossary-names";
import { defaultLocale, formatLocale, localeInfo, locales, type Locale } from "~/i18n/locales";

/** The glossary's table of the names the page writes from the browser's data, row by row. */
function glossarySection(locale: Locale): string {
  const file = join(import.meta.dirname, "../../docs/glossary", `${locale}.md`);
  const glossary = readFileSync(file, "utf8");
  const [, section = ""] =
    /^### Names the page writes from the browser's data\n([\s\S]*?)(?=^#|(?![\s\S]))/m.exec(
      glossary,
    ) ?? [];
  return section;
}

const tableRows = (section: string, key: string) =>
  [...section.matchAll(new RegExp(`^\\| ${key} *\\| *([^|]+?) *\\| *([^|]+?) *\\|$`, "gm"))].map(
    ([, first, browser, site]) => ({ key: first!, browser: browser!, site: site! }),
  );

/** The languages whose glossary names what the browser writes otherwise. */
const named = locales.filter((l) => l !== defaultLocale && glossarySection(l) !== "");

describe.each(named)("%s names the browser writes otherwise", (locale) => {
  const section = glossarySection(locale);
  // Keyed rows: `Asia/Dubai` (a zone) or `TW` (a region); unkeyed ones, words mended in any name.
  const rows = tableRows(section, "`([^`]+)`");
  const zones = rows.filter((r) => r.key.includes("/"));
  const regions = rows.filter((r) => !r.key.includes("/"));
  const words = [...section.matchAll(/^\| ([^`|-][^`|]*?) *\| *([^|]+?) *\|$/gm)]
    .map(([, browser, site]) => ({ browser: browser!, site: site! }))
    .filter((r) => r.browser !== "The browser writes");
  const at = new Date("2026-01-15T12:00:00Z");
  const browserName = (timeZone: string) =>
    new Intl.DateTimeFormat(formatLocale(locale), { timeZone, timeZoneName: "long" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")!.value;

  test("are the glossary's, no more and no fewer, each unlike the browser's", () => {
    expect(zones.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.site, r.key).not.toBe(r.browser);
    for (const r of zones) expect(browserName(r.key), r.key).toBe(r.browser);
    expect(glossaryNames[locale]).toEqual({
      zones: Object.fromEntries(zones.map((r) => [r.key, r.site])),
      regions: Object.fromEntries(regions.map((r) => [r.key, r.site])),
      words: Object.fromEntries(words.map((r) => [r.browser, r.site])),
    });
  });

  test.each(zones)(
    "$key is written $site in the office hours and the visitor's",
    ({ key, site }) => {
      // In winter and in summer: the listed zones keep one name all year.
      for (const instant of ["2026-01-15T12:00:00Z", "2026-07-15T12:00:00Z"]) {
        expect(zoneName(locale, key, new Date(instant)).name).toBe(site);
      }
    },
  );

  test("the office's own zone is written as the glossary writes it on every page", () => {
    const office = zones.find((r) => r.key === site.hours.timeZone);
    if (office) expect(officeHoursLine(locale).zone.name).toBe(office.site);
  });

  test.each(regions)("$key is written $site, alone and in a role's countries", ({ key, site }) => {
    const names = new Intl.DisplayNames(localeInfo[locale].htmlLang, { type: "region" });
    expect(regionName(locale, key, names)).toBe(site);
    const listing = roleIds.filter((id) => role(id).remoteCountries?.includes(key));
    for (const id of listing) expect(roleCard(id, locale).countries).toContain(site);
  });

  test("no zone's name keeps a word the glossary mends", () => {
    const all = Intl.supportedValuesOf("timeZone");
    for (const { browser } of words) {
      const keeping = all.filter((zone) => zoneName(locale, zone, at).name?.includes(browser));
      expect(keeping, browser).toEqual([]);
    }
  });
});

test("leave English and zones no glossary names to the browser", () => {
  const at = new Date("2026-01-15T12:00:00Z");
  expect(zoneName("en", "Asia/Dubai", at).name).toBe("Gulf Standard Time");
  expect(zoneName("zh", "Asia/Tokyo", at).name).toBe(
    new Intl.DateTimeFormat("zh-Hant", { timeZone: "Asia/Tokyo", timeZoneName: "long" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")!.value,
  );
});
