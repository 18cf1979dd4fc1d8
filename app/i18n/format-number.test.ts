import { describe, expect, it } from "vitest";

import { howWeWork } from "~/content/how-we-work";
import { services } from "~/content/services";

import { formatAed, formatFigure, formatMonths, formatUsd, formatWeeks } from "./format-number";

describe("figures in each language", () => {
  it("write a fall with a true minus and a rise with a plus", () => {
    expect(formatFigure("en", { value: -72, unit: "percent-change" })).toBe("−72%");
    expect(formatFigure("en", { value: 27, unit: "percent-change" })).toBe("+27%");
    expect(formatFigure("en", { value: 97, unit: "percent" })).toBe("97%");
  });

  it("keep Western digits in Arabic", () => {
    expect(formatFigure("ar", { value: 2.1, unit: "second" })).toMatch(/^2\.1 /);
    expect(formatFigure("ar", { value: 89, unit: "percent" })).toMatch(/89/);
  });

  it("follow the Spanish glossary: decimal comma, % attached, no-break space from five digits", () => {
    expect(formatFigure("es", { value: 2.1, unit: "second" })).toBe("2,1 segundos");
    expect(formatFigure("es", { value: -72, unit: "percent-change" })).toBe("−72%");
    expect(formatAed("es", { min: 110000, max: 220000 })).toContain("110\u00a0000");
    expect(formatFigure("es", { value: 4.8, unit: "number" })).toBe("4,8");
  });

  it("group a four-digit end of a Spanish range when the other end has five digits", () => {
    expect(formatUsd("es", { min: 25000, max: 45000 })).toBe("USD\u00a07\u00a0000–12\u00a0000");
    expect(formatAed("es", { min: 8000, max: 25000 })).toBe("AED\u00a08\u00a0000–25\u00a0000");
    expect(formatUsd("es", { min: 7000, max: 25000 })).toBe("USD\u00a02000–7000");
    expect(formatWeeks("es", { min: 2, max: 4 })).toBe("2–4 semanas");
  });

  it("write ranges of weeks and prices, with dollars at the fixed rate", () => {
    expect(formatWeeks("en", { min: 2, max: 4 })).toBe("2–4 weeks");
    expect(formatAed("en", { min: 110000, max: 220000 })).toBe("AED\u00a0110,000–220,000");
    expect(formatUsd("en", { min: 110000, max: 220000 })).toBe("USD\u00a030,000–60,000");
  });
});

describe("Arabic ranges and prices, as the glossary writes them", () => {
  it("write a range in words, the unit once, agreeing with the second number", () => {
    expect(formatWeeks("ar", { min: 2, max: 4 })).toBe("من 2 إلى 4 أسابيع");
    expect(formatWeeks("ar", { min: 12, max: 20 })).toBe("من 12 إلى 20 أسبوعًا");
    expect(formatMonths("ar", { min: 6, max: 12 })).toBe("من 6 إلى 12 شهرًا");
    expect(formatMonths("ar", 6)).toBe("6 أشهر");
    expect(formatWeeks("ar", { min: 1, max: 2 })).toBe("من أسبوع إلى أسبوعين");
    expect(formatFigure("ar", { value: 2, upTo: 3, unit: "week" })).toBe("من 2 إلى 3 أسابيع");
    expect(
      formatFigure("ar", { value: 25, upTo: 35, unit: "percent" }).replace(/\u200e/g, ""),
    ).toBe("بين 25% و35%");
  });

  it("write the currency after the number, in words, as Arabic counts", () => {
    expect(formatAed("ar", { min: 25000, max: 45000 })).toBe("من 25,000 إلى 45,000 درهم");
    expect(formatUsd("ar", { min: 25000, max: 45000 })).toBe("من 7,000 إلى 12,000 دولار أمريكي");
    expect(formatAed("ar", { min: 50, max: 150 })).toBe("من 50 إلى 150 درهمًا");
    expect(formatAed("ar", { min: 1, max: 5 })).toBe("من 1 إلى 5 دراهم");
  });

  // Every price and duration the site prints in Arabic: on the prices page and the service pages.
  const prices = [
    ...howWeWork.prices.map((p) => p.price),
    ...Object.values(services).map((s) => s.typicalPrice),
  ];

  it.each(prices)("print the price range $min to $max with no code and no dash", (range) => {
    for (const text of [formatAed("ar", range), formatUsd("ar", range)]) {
      expect(text).toMatch(/^من [\d,]+ إلى [\d,]+ (درهم|درهمًا|دراهم|دولار|دولارًا|دولارات)/);
      expect(text).not.toMatch(/[A-Z]|–/);
    }
  });

  it.each(howWeWork.prices)("print the engagement of $length.min to $length.max in words", (p) => {
    const text = p.per === "month" ? formatMonths("ar", p.length) : formatWeeks("ar", p.length);
    expect(text).toMatch(/^من \S+ إلى /);
    expect(text).not.toContain("–");
  });
});
