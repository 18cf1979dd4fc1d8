import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";

import es from "~/i18n/messages/es";

import { officeHoursLine, roleCard } from "./localize";
import { clockFormat, officeState, weekdayFormat } from "./office-hours";
import { site } from "./site";

describe("a remote role's countries", () => {
  it("are any one of them in Spanish, joined with «o»", () => {
    expect(roleCard("smart-tv-engineer", "es").countries).toBe(
      "Emiratos Árabes Unidos, España, Portugal o Taiwán",
    );
  });

  it("are listed with «and» in English", () => {
    expect(roleCard("smart-tv-engineer", "en").countries).toBe(
      "United Arab Emirates, Spain, Portugal, and Taiwan",
    );
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
