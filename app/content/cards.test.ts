// The brand cards are drawn by `npm run cards` and committed; these checks fail when one no longer
// says what the site says, or was replaced without being drawn again.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { brandCardFile } from "~/i18n/locale-files";
import { locales } from "~/i18n/locales";

import { brandCardText } from "./brand-card";
import { CARD_SIZE } from "./card-size";

/** What `npm run cards` recorded of each card it drew, in `cards.json` beside the card. */
function recordOf(card: URL): Record<string, { text: string; sha256: string }> {
  return JSON.parse(readFileSync(new URL("cards.json", card), "utf8"));
}

describe.each(locales)("the %s brand card", (locale) => {
  const file = brandCardFile(locale);
  const drawn = recordOf(file)[locale];

  it("was drawn with the site's current text", () => {
    expect(drawn?.text).toBe(brandCardText(locale).text);
  });

  it("is the file that was drawn: a 1200 × 630 PNG under 100 KB", () => {
    const png = readFileSync(file);
    expect(createHash("sha256").update(png).digest("hex")).toBe(drawn?.sha256);
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(CARD_SIZE);
    expect(png.length).toBeLessThan(100_000);
  });
});
