import { readFileSync } from "node:fs";

import { describe, expect, test } from "vitest";

import { generatedText, type GeneratedTextRule } from "../../tests/fixtures/generated-text";
import { glossaryFiles } from "./locale-files";
import { defaultLocale, locales, type Locale } from "./locales";
import { loadMessages } from "./messages.server";

type Translated = Exclude<Locale, "en">;
const translated = locales.filter((l): l is Translated => l !== defaultLocale);

/** The rows of a glossary's "What the code writes" table: rule, given, written. */
function rulesOf(locale: Translated) {
  const glossary = readFileSync(glossaryFiles(locale).terms, "utf8");
  const [, section = ""] =
    /^## What the code writes\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(glossary) ?? [];
  return [...section.matchAll(/^\| *([^|]+?) *\| *([^|]+?) *\| *([^|]+?) *\|$/gm)]
    .map(([, rule, given, written]) => ({ rule: rule!, given: given!, written: written! }))
    .filter((row) => row.rule !== "Rule" && !/^-+$/.test(row.rule));
}

/** Bidirectional marks the Arabic locale data puts around figures: invisible, not in the glossary. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");

/** The rules every language's glossary states with an example. */
const everywhere: GeneratedTextRule[] = [
  "price",
  "price in dollars",
  "share range",
  "weeks",
  "countries of a role",
  "hours in your zone",
  "mail subject",
];

describe.each(translated)("what the code writes in %s", async (locale) => {
  const rows = rulesOf(locale);
  const messages = await loadMessages(locale);

  test("the glossary gives an example of every rule, and names no rule the code lacks", () => {
    const named = new Set(rows.map((r) => r.rule));
    expect(everywhere.filter((rule) => !named.has(rule))).toEqual([]);
    expect([...named].filter((rule) => !Object.hasOwn(generatedText, rule))).toEqual([]);
  });

  test.each(rows)("$rule, given $given, is written as the glossary writes it", (row) => {
    const rule = generatedText[row.rule as GeneratedTextRule];
    expect(visible(rule(row.given, locale, messages))).toBe(row.written);
  });
});
