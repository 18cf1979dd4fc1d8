// The brand cards are drawn by `npm run cards` and committed; these checks fail when one no longer
// says what the site says, or was replaced without being drawn again.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { locales } from "~/i18n/locales";

import { brandCardText } from "./brand-card";
import { CARD_SIZE } from "./card-size";
import record from "./cards/cards.json";

const file = (locale: string) => `app/content/cards/brand-${locale}.png`;

describe.each(locales)("the %s brand card", (locale) => {
  const drawn = (record as Record<string, { text: string; sha256: string }>)[locale];

  it("was drawn with the site's current text", () => {
    expect(drawn?.text).toBe(brandCardText(locale).text);
  });

  it("is the file that was drawn: a 1200 × 630 PNG under 100 KB", () => {
    const png = readFileSync(file(locale));
    expect(createHash("sha256").update(png).digest("hex")).toBe(drawn?.sha256);
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(CARD_SIZE);
    expect(png.length).toBeLessThan(100_000);
  });
});
