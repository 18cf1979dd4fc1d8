import { describe, expect, it } from "vitest";

import { formatAed, formatFigure, formatUsd, formatWeeks } from "./format-number";

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

  it("write ranges of weeks and prices, with dollars at the fixed rate", () => {
    expect(formatWeeks("en", { min: 2, max: 4 })).toBe("2–4 weeks");
    expect(formatAed("en", { min: 110000, max: 220000 })).toBe("AED\u00a0110,000–220,000");
    expect(formatUsd("en", { min: 110000, max: 220000 })).toBe("USD\u00a030,000–60,000");
  });
});
