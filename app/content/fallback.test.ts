import { describe, expect, it } from "vitest";

import { fallback, textLocale, untranslatedIn } from "./fallback";

describe("content not translated yet", () => {
  it("is marked where an entry lacks the page's language, and only there", () => {
    expect(fallback(["en", "ar"], "ar")).toEqual({});
    expect(fallback(["en", "ar"], "zh")).toEqual({ untranslated: true });
    expect(textLocale(["en", "ar"], "zh")).toBe("en");
    expect(textLocale(["en", "ar"], "ar")).toBe("ar");
  });

  it("is found in a page's content by where it stands", () => {
    const content = {
      services: [{ title: "Web" }, { title: "Design", untranslated: true }],
      project: { title: "StreamView", testimonial: { quote: "…", untranslated: true } },
      about: { html: "<p>…</p>", untranslated: true },
      officeHours: { hours: "9:00–18:00" },
    };
    expect(untranslatedIn(content)).toEqual(["services.1", "project.testimonial", "about"]);
    expect(untranslatedIn({ services: [{ title: "Web" }], service: null })).toEqual([]);
  });
});
