import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";

import es from "~/i18n/messages/es";

import { articlesIn } from "./articles";
import { articleDetail, officeAddressLines, officeHoursLine, roleCard } from "./localize";
import { officePlace } from "./office-address";
import { clockFormat, officeState, weekdayFormat } from "./office-hours";
import { site } from "./site";

describe("a remote role's countries", () => {
  // The role is open from any one of them, which "and" would not say.
  it.each([
    ["en", "United Arab Emirates, Spain, Portugal, or Taiwan"],
    ["es", "Emiratos Árabes Unidos, España, Portugal o Taiwán"],
    ["zh", "阿拉伯聯合大公國、西班牙、葡萄牙或臺灣"],
    ["ar", "الإمارات العربية المتحدة أو إسبانيا أو البرتغال أو تايوان"],
  ] as const)("are any one of them in %s", (locale, list) => {
    expect(roleCard("smart-tv-engineer", locale).countries).toBe(list);
  });
});

describe("the office hours in Spanish, as the glossary writes them", () => {
  const t = createTranslator({ locale: "es", messages: es });

  it("read «De lunes a viernes, 9:00–18:00, hora estándar del Golfo (UTC+4)»", () => {
    const line = officeHoursLine("es");
    const text = t("hours.office", {
      days: t("hours.dayRange", { first: line.firstDay, last: line.lastDay }),
      hours: line.hours,
      zone: line.zone.name ? t("hours.zone", { ...line.zone, name: line.zone.name }) : "",
    });
    expect(text).toBe("De lunes a viernes, 9:00–18:00, hora estándar del Golfo (UTC+4)");
  });

  it("give the next opening as a label, right at 1:00 in La Paz, where «a las» would be wrong", () => {
    // Friday 27 November 2026, 20:00 in the office: it opens on Monday at 9:00, 1:00 in La Paz.
    const state = officeState(site.hours, new Date("2026-11-27T16:00:00Z"));
    if (state.open) throw new Error("the office is closed on Friday evening");
    const zone = "America/La_Paz";
    const day = weekdayFormat("es", zone).format(state.opens);
    const time = clockFormat("es", zone).format(state.opens);
    expect(t("hours.closedNow", { day, time })).toBe(
      "Cerrado ahora. Próxima apertura: lunes 1:00, en tu zona horaria.",
    );
  });
});

describe("the office's address on the contact card", () => {
  it("runs from the largest place in Chinese, from the street elsewhere", () => {
    expect(officeAddressLines("zh").lines).toEqual([officePlace("zh"), site.address.street.zh]);
    for (const locale of ["en", "ar", "es"] as const)
      expect(officeAddressLines(locale).lines).toEqual([
        site.address.street[locale],
        officePlace(locale),
      ]);
  });
});

describe("an article's byline", () => {
  it("writes the author's role in lower case in Spanish, as a role after a name", () => {
    for (const article of articlesIn("es")) {
      const { authorRole } = articleDetail(article);
      expect(authorRole.charAt(0)).toBe(authorRole.charAt(0).toLocaleLowerCase());
    }
  });
});
