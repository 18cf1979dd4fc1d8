import { existsSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { brandCardFile, fromRoot, glossaryFiles, messagesFile } from "./locale-files";
import { defaultLocale, locales } from "./locales";

// A language is its entry in app/i18n/locales.ts and three things of its own. Nothing else names
// the languages: these are the files a new one must bring.
describe.each(locales)("the language %s has", (locale) => {
  const missing = (files: URL[]) => files.filter((f) => !existsSync(f)).map(fromRoot);

  it("its messages file and its brand card", () => {
    expect(missing([messagesFile(locale), brandCardFile(locale)])).toEqual([]);
  });
});

// English is the source: every other language has a glossary of its terms and the words it avoids.
describe.each(locales.filter((l) => l !== defaultLocale))("the language %s has", (locale) => {
  it("its glossary: its terms and the words it avoids", () => {
    const { terms, avoid } = glossaryFiles(locale);
    expect([terms, avoid].filter((f) => !existsSync(f)).map(fromRoot)).toEqual([]);
  });
});
