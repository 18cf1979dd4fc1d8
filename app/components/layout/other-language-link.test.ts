import { expect, test } from "vitest";

import { defaultLocale, locales } from "~/i18n/locales";

import { otherLanguage } from "./other-language-link";

test("an English page offers Arabic in its header, and every other page offers English", () => {
  expect(otherLanguage(defaultLocale, locales)).toBe("ar");
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    expect(otherLanguage(locale, locales)).toBe(defaultLocale);
  }
});

test("a page missing that language offers another it has, and a page in one language none", () => {
  expect(otherLanguage("en", ["en", "zh"])).toBe("zh");
  expect(otherLanguage("ar", ["ar", "es"])).toBe("es");
  expect(otherLanguage("ar", ["ar"])).toBeUndefined();
});
