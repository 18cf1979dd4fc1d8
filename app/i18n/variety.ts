// The checks that keep each language in its chosen variety (docs/glossary/): words the variety
// avoids, names and placeholders never translated, and Arabic's own punctuation. Each problem
// names the file, the field and the word, so a failing test says what to change and where.
import type { Locale } from "./locales";

/** One text a reader sees: where it lives, in which language, and its English source if known. */
export type Text = { file: string; field: string; locale: Locale; text: string; english?: string };

/** A word or phrase the variety does not use, and what it uses instead. */
export type Avoided = { word: string; use: string; reason: string };

const ARABIC_MARKS = /[\u064B-\u0652\u0670\u0640]/g;
const stripMarks = (text: string) => text.replace(ARABIC_MARKS, "");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How a language finds a word: Spanish by whole words, Chinese and Arabic inside the text. */
function finder(locale: Locale, word: string): (text: string) => boolean {
  if (locale === "zh") return (text) => text.includes(word);
  if (locale === "ar") {
    const bare = stripMarks(word);
    return (text) => stripMarks(text).includes(bare);
  }
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, "iu");
  return (text) => pattern.test(text);
}

const at = (t: Text) => `${t.file}: ${t.field}`;

/** Each use of a word the language's list avoids. */
export function avoidedWords(texts: readonly Text[], avoid: readonly Avoided[]): string[] {
  return avoid.flatMap(({ word, use }) => {
    const found = finder(texts[0]?.locale ?? "en", word);
    return texts.filter((t) => found(t.text)).map((t) => `${at(t)}: "${word}" (write "${use}")`);
  });
}

/** Each name the English text has that the translation lost or translated. */
export function translatedNames(texts: readonly Text[], names: readonly string[]): string[] {
  return texts.flatMap((t) =>
    names
      .filter((name) => t.english?.includes(name) && !t.text.includes(name))
      .map((name) => `${at(t)}: "${name}" is a name: keep it as English writes it`),
  );
}

/** The arguments of an ICU message: `{company}`, `{count, plural, …}`. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!).sort();

/** Each message whose placeholders differ from its English source's. */
export function changedPlaceholders(texts: readonly Text[]): string[] {
  return texts.flatMap((t) => {
    if (t.english === undefined) return [];
    const expected = [...new Set(placeholders(t.english))].join(", ");
    const found = [...new Set(placeholders(t.text))].join(", ");
    return expected === found ? [] : [`${at(t)}: placeholders {${found}}, expected {${expected}}`];
  });
}

const ARABIC_LETTER = "[\\u0621-\\u064A]";
const ARABIC_RULES: { pattern: RegExp; problem: string }[] = [
  {
    pattern: new RegExp(`"[^"\\n]*${ARABIC_LETTER}[^"\\n]*"|[“”]`),
    problem: "Latin quotation marks: write « »",
  },
  { pattern: /\.\.\./, problem: 'three dots: write the ellipsis "…"' },
  {
    pattern: /(?<![\p{L}\p{M}])و[A-Za-z]/u,
    problem: "«و» joined to a Latin word: write it with a space («و React»)",
  },
];

/** Arabic text with Latin quotation marks, three-dot ellipses, or «و» joined to a Latin word. */
export function arabicPunctuation(texts: readonly Text[]): string[] {
  return texts.flatMap((t) =>
    ARABIC_RULES.filter(({ pattern }) => pattern.test(t.text)).map(
      ({ problem }) => `${at(t)}: ${problem}`,
    ),
  );
}
