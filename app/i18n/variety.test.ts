import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";

import { fromRoot, glossaryFiles, messagesFile } from "./locale-files";
import { defaultLocale, locales, type Locale } from "./locales";
import type { Messages } from "./messages/en";
import { loadMessages } from "./messages.server";
import { textLeaves } from "./text-leaves";
import {
  arabicPunctuation,
  avoidedWords,
  changedPlaceholders,
  chinesePunctuation,
  translatedNames,
  type Avoided,
  type Text,
} from "./variety";
import { generatedSamples } from "../../tests/fixtures/generated-text";

type Translated = Exclude<Locale, "en">;
/** Every language but English: each has its glossary's list of words to avoid. */
const translated = locales.filter((l): l is Translated => l !== defaultLocale);

const read = (file: URL | string) =>
  JSON.parse(readFileSync(file, "utf8")) as { avoid: Avoided[]; names: string[] };
const avoid = Object.fromEntries(translated.map((l) => [l, read(glossaryFiles(l).avoid).avoid]));
const { names } = read(join(import.meta.dirname, "../../docs/glossary/names.json"));

/** Every language's messages, from the list of languages. */
const messages = Object.fromEntries(
  await Promise.all(locales.map(async (l) => [l, await loadMessages(l)] as const)),
) as Record<Locale, Messages>;
const englishMessages = new Map(textLeaves(messages.en));

const jsonFiles = import.meta.glob<Record<string, unknown>>("../content/**/*.json", {
  import: "default",
  eager: true,
});
const markdownFiles = import.meta.glob<string>("../content/**/index.*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** A Markdown file's front-matter values and body lines, without code and link targets. */
function markdownTexts(file: string, locale: Locale, source: string): Text[] {
  const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const values = textLeaves(parseYaml(frontMatter)).map(([field, text]) => ({
    file,
    field,
    locale,
    text,
  }));
  const offset = frontMatter.split("\n").length + 2;
  const lines = body
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ""))
    .split("\n")
    .map((line, index) => ({
      file,
      field: `line ${offset + index + 1}`,
      locale,
      // Inline code and link targets are not the language's words.
      text: line.replace(/`[^`]*`/g, "").replace(/\]\([^)]*\)/g, "]"),
    }))
    .filter((t) => t.text.trim() !== "");
  return [...values, ...lines];
}

/** Every text of a language: its interface strings, its part of each content file, its Markdown. */
function textsOf(locale: Translated): Text[] {
  const strings = textLeaves(messages[locale]).map(([field, text]) => ({
    file: fromRoot(messagesFile(locale)),
    field,
    locale,
    text,
    english: englishMessages.get(field),
  }));
  const content = Object.entries(jsonFiles).flatMap(([path, file]) => {
    const english = new Map(textLeaves(file.en));
    return textLeaves(file[locale]).map(([field, text]) => ({
      file: `app/${path.slice(3)}`,
      field: `${locale}.${field}`,
      locale,
      text,
      english: english.get(field),
    }));
  });
  const markdown = Object.entries(markdownFiles)
    .filter(([path]) => path.endsWith(`.${locale}.md`))
    .flatMap(([path, source]) => markdownTexts(`app/${path.slice(3)}`, locale, source));
  // What the code puts together around the texts, which a reader meets as much as the texts.
  const generated = generatedSamples(locale, messages[locale]).map(({ field, text }) => ({
    file: "generated text",
    field,
    locale,
    text,
  }));
  return [...strings, ...content, ...markdown, ...generated];
}

describe.each(translated)("%s texts", (locale) => {
  const texts = textsOf(locale);

  test("are read from every kind of file", () => {
    for (const kind of [".ts", ".json", ".md", "generated text"]) {
      expect(
        texts.some((t) => t.file.endsWith(kind)),
        kind,
      ).toBe(true);
    }
  });

  test("use none of the words their variety avoids", () => {
    expect(avoidedWords(texts, avoid[locale]!)).toEqual([]);
  });

  test("keep every name and placeholder of the English", () => {
    expect([...translatedNames(texts, names), ...changedPlaceholders(texts)]).toEqual([]);
  });
});

test("Arabic texts use Arabic quotation marks, the ellipsis, and «و» apart from a Latin word", () => {
  expect(arabicPunctuation(textsOf("ar"))).toEqual([]);
});

test("Chinese texts use 「」 and the full-width ellipsis", () => {
  expect(chinesePunctuation(textsOf("zh"))).toEqual([]);
});

describe("a planted mistake is found, with its file, field and word", () => {
  const planted = (locale: Locale, text: string, english?: string): Text[] => [
    { file: "app/content/x/index.json", field: `${locale}.summary`, locale, text, english },
  ];

  test("Spanish from Spain, as a whole word in any case", () => {
    expect(avoidedWords(planted("es", "Mira el Vídeo en directo."), avoid.es!)).toEqual([
      'app/content/x/index.json: es.summary: "vídeo" (write "video")',
      'app/content/x/index.json: es.summary: "en directo" (write "en vivo")',
    ]);
    expect(avoidedWords(planted("es", "Videojuegos y videos en vivo."), avoid.es!)).toEqual([]);
  });

  test("Spanish in another form: a plural, a verb by its stem, words between two parts", () => {
    const found = (text: string) => avoidedWords(planted("es", text), avoid.es!);
    expect(found("Añadimos pruebas fiables.")).toEqual([
      'app/content/x/index.json: es.summary: "añadir" (write "agregar, sumar")',
      'app/content/x/index.json: es.summary: "fiable" (write "confiable (confiabilidad)")',
    ]);
    expect(found("Un rechazo vuelve a poner el contador a cero.")).toEqual([
      'app/content/x/index.json: es.summary: "poner a cero" (write "poner en cero")',
    ]);
    expect(found("Experiencia dirigiendo proyectos y ofertas abiertas.")).toHaveLength(2);
    expect(
      found("Agregamos pruebas confiables; un rechazo pone el contador en cero. Ver vacante."),
    ).toEqual([]);
  });

  test("mainland Chinese inside a sentence", () => {
    expect(avoidedWords(planted("zh", "我們的網絡很快。"), avoid.zh!)).toEqual([
      'app/content/x/index.json: zh.summary: "網絡" (write "網路")',
    ]);
  });

  test("a Chinese pattern with a gap, and a word split by Markdown emphasis", () => {
    expect(avoidedWords(planted("zh", "選擇平臺與 MVP，來自 {company} 團隊。"), avoid.zh!)).toEqual(
      ['app/content/x/index.json: zh.summary: "來自…團隊" (write "…團隊寫的")'],
    );
    expect(avoidedWords(planted("zh", "日期是否受季節、活動或募資時程綁定？"), avoid.zh!)).toEqual([
      'app/content/x/index.json: zh.summary: "受…綁定" (write "受限於")',
    ]);
    expect(avoidedWords(planted("zh", "檢查對比度與螢幕**閱讀器**標籤。"), avoid.zh!)).toEqual([
      'app/content/x/index.json: zh.summary: "螢幕閱讀器" (write "螢幕報讀軟體")',
    ]);
    // The parts of a pattern in different clauses are not a use of it.
    expect(
      avoidedWords(planted("zh", "設備來自多家製造商，安裝團隊逐層施工。"), avoid.zh!),
    ).toEqual([]);
  });

  test("Chinese punctuation", () => {
    expect(chinesePunctuation(planted("zh", '傳送中… 他說"好"'))).toEqual([
      "app/content/x/index.json: zh.summary: Latin quotation marks: write 「」",
      'app/content/x/index.json: zh.summary: a single ellipsis or three dots: write "……"',
    ]);
    expect(chinesePunctuation(planted("zh", "傳送中……「好」"))).toEqual([]);
  });

  test("an Arabic calque, with or without its vowel marks", () => {
    expect(avoidedWords(planted("ar", "القائمة تتحدَّث كل أسبوع"), avoid.ar!)).toHaveLength(1);
  });

  test("an Arabic calque in another form: a prefix, «لل», another person, a pronoun, a gap", () => {
    const found = (text: string) =>
      avoidedWords(planted("ar", text), avoid.ar!).map((problem) => problem.split(": ")[2]);
    // The forms the texts had: each listed in one form, found in the other.
    expect(found("ونوثّق القرارات التي تقف وراءها")).toEqual([
      '"يقف وراء" (write "بُنيت عليها / تعتمد عليها")',
    ]);
    expect(found("وتأتي البيانات الصحية وبيانات الدفع بقواعد إضافية.")).toEqual([
      '"يأتي…بقواعد" (write "يخضع لقواعد")',
    ]);
    expect(found("فالفرق التي تؤجلها ينتهي بها الأمر إلى تحديث يستغرق شهرًا")).toHaveLength(1);
    expect(found("وينتهي الأمر بكتابة مواصفات كل ميزة مرتين")).toHaveLength(1);
    expect(found("ويبقى ذلك للأطراف الثالثة")).toHaveLength(1);
    expect(found("راجع بيانات التحليلات الخاصة بكم")).toHaveLength(1);
    expect(found("وبالنسبة إلى الزوار في الاتحاد الأوروبي")).toHaveLength(1);
    // A word that merely begins like a listed one, and parts in different clauses, are not uses.
    expect(found("استخدم المشغّل الخاص بكل منصة.")).toEqual([]);
    expect(found("ينتهي العرض. ثم نناقش الأمر معًا")).toEqual([]);
    expect(found("الواجهة الخلفية لتطبيقاتنا، وخلف الكواليس فريق صغير")).toEqual([]);
  });

  test("Arabic punctuation and joining", () => {
    expect(arabicPunctuation(planted("ar", 'قال "مرحبا"... وReact'))).toEqual([
      "app/content/x/index.json: ar.summary: Latin quotation marks: write « »",
      'app/content/x/index.json: ar.summary: three dots: write the ellipsis "…"',
      "app/content/x/index.json: ar.summary: «و» joined to a Latin word: write it with a space («و React»)",
    ]);
  });

  test("Arabic spellings the glossary fixes, which a search without vowel marks cannot see", () => {
    expect(arabicPunctuation(planted("ar", "جهاز التحكم عن بعد، وتقرير شهريًّا"))).toEqual([
      "app/content/x/index.json: ar.summary: «عن بعد» without its damma: write «عن بُعد»",
      "app/content/x/index.json: ar.summary: «يًّا» with a shadda: write «يًا» («شهريًا»)",
    ]);
    expect(arabicPunctuation(planted("ar", "جهاز التحكم عن بُعد، وتقرير شهريًا"))).toEqual([]);
  });

  test("a translated name and a lost placeholder", () => {
    expect([
      ...translatedNames(planted("es", "App Conectar Salud", "HealthConnect app"), names),
      ...changedPlaceholders(planted("es", "Hola {empresa}", "Hello {company}")),
    ]).toEqual([
      'app/content/x/index.json: es.summary: "HealthConnect" is a name: keep it as English writes it',
      "app/content/x/index.json: es.summary: placeholders {empresa}, expected {company}",
    ]);
  });
});
