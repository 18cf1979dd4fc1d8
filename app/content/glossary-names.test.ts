import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, test } from "vitest";

import { roleIds, role } from "~/content/careers";
import { officeHoursLine, roleCard } from "~/content/localize";
import { zoneName } from "~/content/office-hours";
import { site } from "~/content/site";

import { glossaryNames, regionName } from "./glossary-names";
import { localeInfo } from "~/i18n/locales";

/** The glossary's table of the names the page writes from the browser's data, row by row. */
function glossaryRows(file: string) {
  const glossary = readFileSync(join(import.meta.dirname, "../../docs/glossary", file), "utf8");
  const [, section = ""] =
    /^### Names the page writes from the browser's data\n([\s\S]*?)(?=^#)/m.exec(glossary) ?? [];
  return [...section.matchAll(/^\| `([^`]+)` *\| *([^|]+?) *\| *([^|]+?) *\|$/gm)].map(
    ([, key, browser, site]) => ({ key: key!, browser: browser!, site: site! }),
  );
}

const rows = glossaryRows("zh.md");
const zones = rows.filter((r) => r.key.includes("/"));
const regions = rows.filter((r) => !r.key.includes("/"));

describe("Chinese names the browser writes otherwise", () => {
  test("are the glossary's, no more and no fewer", () => {
    expect(zones.length).toBeGreaterThan(0);
    expect(regions.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.site, r.key).not.toBe(r.browser);
    expect(glossaryNames.zh).toEqual({
      zones: Object.fromEntries(zones.map((r) => [r.key, r.site])),
      regions: Object.fromEntries(regions.map((r) => [r.key, r.site])),
    });
  });

  test.each(zones)(
    "$key is written $site in the office hours and the visitor's",
    ({ key, site }) => {
      // In winter and in summer: the listed zones keep one name all year.
      for (const at of ["2026-01-15T12:00:00Z", "2026-07-15T12:00:00Z"]) {
        expect(zoneName("zh", key, new Date(at)).name).toBe(site);
      }
    },
  );

  test("the office's own zone is written as the glossary writes it on every page", () => {
    const office = zones.find((r) => r.key === site.hours.timeZone);
    expect(officeHoursLine("zh").zone.name).toBe(office?.site);
  });

  test.each(regions)("$key is written $site, alone and in a role's countries", ({ key, site }) => {
    const names = new Intl.DisplayNames(localeInfo.zh.htmlLang, { type: "region" });
    expect(regionName("zh", key, names)).toBe(site);
    const listing = roleIds.filter((id) => role(id).remoteCountries?.includes(key));
    for (const id of listing) expect(roleCard(id, "zh").countries).toContain(site);
  });

  test("leave other languages and other zones to the browser", () => {
    const at = new Date("2026-01-15T12:00:00Z");
    expect(zoneName("en", "Asia/Dubai", at).name).toBe("Gulf Standard Time");
    expect(zoneName("zh", "Asia/Tokyo", at).name).toBe(
      new Intl.DateTimeFormat("zh-Hant", { timeZone: "Asia/Tokyo", timeZoneName: "long" })
        .formatToParts(at)
        .find((p) => p.type === "timeZoneName")!.value,
    );
  });
});
