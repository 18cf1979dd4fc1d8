// The checks that keep each language in its chosen variety (docs/glossary/): words the variety
// avoids, names and placeholders never translated, and Arabic's own punctuation. Each problem
// names the file, the field and the word, so a failing test says what to change and where.
import type { Locale } from "./locales";

/** One text a reader sees: where it lives, in which language, and its English source if known. */
export type Text = { file: string; field: string; locale: Locale; text: string; english?: string };

/**
 * A word or phrase the variety does not use, and what it uses instead. `forms` are its other
 * spellings to find too: a plural, a feminine, a verb's forms. In Spanish a `*` in one stands for
 * the rest of a word ("añad*" finds "añade", "añadimos", "añadido").
 */
export type Avoided = { word: string; use: string; reason: string; forms?: readonly string[] };

const ARABIC_MARKS = /[\u064B-\u0652\u0670\u0640]/g;
const stripMarks = (text: string) => text.replace(ARABIC_MARKS, "");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A listed word as a pattern. "…" in it stands for what may come between its parts within one
 * clause: up to 12 characters and no clause punctuation, so "來自…團隊" finds "來自 {company}
 * 團隊" and "受…綁定" finds "受季節綁定", but not two parts of different sentences.
 */
const GAP = "[^，。；：！？,.;:!?\\n]{0,12}?";
const pattern = (word: string) => word.split("…").map(escape).join(GAP);

/** Emphasis markers, which may split a word in Markdown ("螢幕**閱讀器**"). */
const EMPHASIS = /\*+/g;

/**
 * An Arabic listed word as a pattern, found inside words, since Arabic joins its prefixes to the
 * word («و»، «ف»، «ب»، «ل»، «ال»: "معماري" finds "والمعمارية"), and in its other forms:
 * - «ال» at its start finds «لل» too, as «ل» + «ال» is written: "الأطراف" finds "للأطراف";
 * - a verb listed as «هو» says it (يفعل) is found as «هي» and «أنت» say it (تفعل): "يقف وراء"
 *   finds "تقف وراءها"; listed as «تفعل», it is found as written;
 * - it ends where a word ends, after at most an ending or a pronoun (ة، ات، ون، ها، هم، ك…):
 *   "الخاصة بك" finds "الخاصة بكم" but not "الخاصة بكل";
 * - "…" stands for up to 40 characters of one clause, Arabic words being longer than Chinese
 *   ones: "يأتي…بقواعد" finds "وتأتي البيانات الصحية وبيانات الدفع بقواعد".
 */
const ARABIC_GAP = "[^،؛؟,.;:!?\\n]{0,40}?";
const ARABIC_ENDING = "[اةتكمنهوي]{0,4}(?![\\p{L}\\p{M}])";
function arabicPattern(word: string): RegExp {
  const bare = stripMarks(word);
  let source = bare.split("…").map(escape).join(ARABIC_GAP);
  if (bare.startsWith("ال")) source = `(?:ال|ل)${source.slice(2)}`;
  else if (bare.startsWith("ي")) source = `[يت]${source.slice(1)}`;
  if (/[\u0621-\u064A]$/u.test(bare)) source += ARABIC_ENDING;
  return new RegExp(source, "u");
}

/** How a language finds a word: Spanish by whole words, Chinese and Arabic inside the text. */
function finder(locale: Locale, word: string): (text: string) => boolean {
  if (locale === "zh") {
    const found = new RegExp(pattern(word), "u");
    return (text) => found.test(text.replace(EMPHASIS, ""));
  }
  if (locale === "ar") {
    const found = arabicPattern(word);
    return (text) => found.test(stripMarks(text).replace(EMPHASIS, ""));
  }
  const stem = pattern(word).replaceAll("\\*", "\\p{L}*");
  const found = new RegExp(`(?<![\\p{L}\\p{N}])${stem}(?![\\p{L}\\p{N}])`, "iu");
  return (text) => found.test(text);
}

const at = (t: Text) => `${t.file}: ${t.field}`;

/** Each use of a word the language's list avoids. */
export function avoidedWords(texts: readonly Text[], avoid: readonly Avoided[]): string[] {
  return avoid.flatMap(({ word, use, forms = [] }) => {
    const finders = [word, ...forms].map((form) => finder(texts[0]?.locale ?? "en", form));
    return texts
      .filter((t) => finders.some((found) => found(t.text)))
      .map((t) => `${at(t)}: "${word}" (write "${use}")`);
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
  // Two spellings the glossary fixes, which the list of avoided words cannot see: it compares
  // words without their vowel marks.
  { pattern: /عن بعد/, problem: "«عن بعد» without its damma: write «عن بُعد»" },
  {
    pattern: /ي(?:\u064B\u0651|\u0651\u064B)ا/u,
    problem: "«يًّا» with a shadda: write «يًا» («شهريًا»)",
  },
];

/**
 * Arabic text with Latin quotation marks, three-dot ellipses, «و» joined to a Latin word, or the
 * spellings «عن بعد» and «يًّا».
 */
export function arabicPunctuation(texts: readonly Text[]): string[] {
  return texts.flatMap((t) =>
    ARABIC_RULES.filter(({ pattern }) => pattern.test(t.text)).map(
      ({ problem }) => `${at(t)}: ${problem}`,
    ),
  );
}

const CJK = "[\\u3400-\\u9FFF]";
const CHINESE_RULES: { pattern: RegExp; problem: string }[] = [
  {
    pattern: new RegExp(`"[^"\\n]*${CJK}[^"\\n]*"|[“”]`),
    problem: "Latin quotation marks: write 「」",
  },
  { pattern: /(?<!…)…(?!…)|\.\.\./, problem: 'a single ellipsis or three dots: write "……"' },
];

/** Chinese text with Latin quotation marks, or an ellipsis other than the full-width "……". */
export function chinesePunctuation(texts: readonly Text[]): string[] {
  return texts.flatMap((t) =>
    CHINESE_RULES.filter(({ pattern }) => pattern.test(t.text)).map(
      ({ problem }) => `${at(t)}: ${problem}`,
    ),
  );
}
