import { render, screen } from "@testing-library/react";
import * as OpenCC from "opencc-js";
import { useTranslations } from "use-intl";
import { describe, expect, it, vi } from "vitest";
import { parse as parseYaml } from "yaml";

import { hiringProcess, hiringProcessIn, roles } from "~/content/careers";
import { projects } from "~/content/projects";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { team } from "~/content/team";

import { MessagesProvider } from "./intl";
import { defaultLocale, locales, type Locale } from "./locales";
import type { Messages } from "./messages/en";
import { loadMessages } from "./messages.server";
import { textLeaves } from "./text-leaves";

/** Every language's messages, from the list of languages. */
const messages = Object.fromEntries(
  await Promise.all(locales.map(async (l) => [l, await loadMessages(l)] as const)),
) as Record<Locale, Messages>;
const { en, ar, es } = messages;

// Strings that are the same in English and the other language on purpose: names, numbers and
// words the other language borrows.
const SAME_AS_ENGLISH = new Set(["Blog", "Legal", "Web", "ISO 27001", "AED", "SAR", "USD"]);

// Long-form content: one Markdown file per language. Its lines (front-matter values and body
// text, code blocks aside) are compared with the English file of the same page.
const markdownFiles = import.meta.glob<string>("../content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Front-matter fields that are ids, dates or file names, the same in every language. */
const NOT_TEXT = new Set(["author", "tags", "cover", "date", "updated"]);

/** What a reader reads: front-matter texts and body lines, without markup or code. */
function markdownLines(source: string): string[] {
  const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const values = textLeaves(parseYaml(frontMatter))
    .filter(([key]) => !NOT_TEXT.has(key.split(".")[0]!))
    .map(([, text]) => text);
  const lines = body
    .replace(/```[\s\S]*?```/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .split("\n")
    .map((line) => line.replace(/^\s*(#+|[-*]|\d+\.)\s+/, "").trim())
    .filter(Boolean);
  return [...values, ...lines];
}

/** The language of a Markdown file, from its name: `index.zh.md`. */
const languageOf = (path: string) =>
  locales.find((l) => path.endsWith(`.${l}.md`) && l !== defaultLocale);

const markdownTexts: Text[] = Object.entries(markdownFiles).flatMap(([path, source]) => {
  const locale = languageOf(path);
  if (!locale) return [];
  const englishSource = markdownFiles[path.replace(new RegExp(`\\.${locale}\\.md$`), ".en.md")];
  const englishLines = new Set(englishSource ? markdownLines(englishSource) : []);
  return markdownLines(source).map((text) => ({
    where: path.slice(3),
    locale,
    text,
    english: englishLines.has(text) ? text : "",
  }));
});

type Text = { where: string; locale: Locale; text: string; english: string };

/** Every text in every language inside the content modules, with where it was found. */
function contentTexts(value: unknown, where: string, written: readonly Locale[] = locales): Text[] {
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  // An entry not translated into a language yet shows English there: not a translation to check.
  const languages = Array.isArray(record.translatedIn)
    ? (record.translatedIn as Locale[])
    : written;
  if (locales.every((l) => l in record)) {
    return languages.flatMap((locale) =>
      ([] as unknown[]).concat(record[locale]).flatMap((text, i) => {
        const english = ([] as unknown[]).concat(record.en)[i];
        return typeof text === "string" ? [{ where, locale, text, english: String(english) }] : [];
      }),
    );
  }
  return Object.entries(record).flatMap(([k, v]) => contentTexts(v, `${where}.${k}`, languages));
}

/** The translated languages' messages. */
const bundles = Object.fromEntries(
  Object.entries(messages).filter(([l]) => l !== defaultLocale),
) as Record<Locale, Messages>;
const english = new Map(textLeaves(en));

const allTexts: Text[] = [
  ...Object.entries(bundles).flatMap(([locale, bundle]) =>
    textLeaves(bundle).map(([key, text]) => ({
      where: `messages.${key}`,
      locale: locale as Locale,
      text,
      english: english.get(key)!,
    })),
  ),
  ...contentTexts(services, "services"),
  ...contentTexts(projects, "projects"),
  ...contentTexts(site, "site"),
  ...contentTexts(team, "team"),
  ...contentTexts(roles, "careers"),
  ...contentTexts(hiringProcess, "careers.hiringProcess", hiringProcessIn),
  ...markdownTexts,
].filter((t) => t.locale !== "en");

describe("translations", () => {
  it("include every translated Markdown file", () => {
    const files = new Set(markdownTexts.map((t) => t.where));
    const translated = Object.keys(markdownFiles).filter((path) => !path.endsWith(".en.md"));
    expect(files.size).toBe(translated.length);
  });

  it("cover every language with text", () => {
    expect(
      allTexts.filter((t) => t.text.trim() === "").map((t) => `${t.where} (${t.locale})`),
    ).toEqual([]);
  });

  it("are not left in English", () => {
    // People's names are theirs in every language; a string of numbers, placeholders and
    // punctuation alone ("404", "{title} | {company}") may be too.
    const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ""));
    const untranslated = allTexts.filter(
      (t) =>
        t.text === t.english &&
        hasWords(t.text) &&
        !SAME_AS_ENGLISH.has(t.text) &&
        !/\.(name|author)$/.test(t.where),
    );
    expect(untranslated.map((t) => `${t.where} (${t.locale}): ${t.text}`)).toEqual([]);
  });

  it("use Traditional characters only in Chinese", () => {
    const toTraditional = OpenCC.Converter({ from: "cn", to: "tw" }); // Taiwan standard forms
    // A character is Simplified when OpenCC converts it both alone and in its phrase. Phrase
    // rules alone misread correct Traditional text (只 in 只存在 becomes 隻, 了 in 說明了 becomes
    // 瞭), and these characters are standard Traditional in the words Taiwan writes with them
    // (干擾, 游標, 台灣, 公里; 占, the Ministry of Education's form of 佔, in 占比 and 占用).
    const alsoTraditional = new Set(["干", "游", "台", "里", "占"]);
    const simplifiedIn = (text: string) => {
      const phrase = [...toTraditional(text)];
      return [...text].filter(
        (c, i) => phrase[i] !== c && toTraditional(c) !== c && !alsoTraditional.has(c),
      );
    };
    const simplified = allTexts.filter((t) => t.locale === "zh" && simplifiedIn(t.text).length);
    expect(
      simplified.map((t) => `${t.where}: ${simplifiedIn(t.text).join("")} in ${t.text}`),
    ).toEqual([]);
  });

  it("use Arabic letters and Arabic punctuation in Arabic", () => {
    // Persian and Urdu letters that look like Arabic ones: ی (U+06CC) for ي, ک (U+06A9) for ك.
    const persian = /[\u06CC\u06A9]/u;
    // A Latin comma, semicolon or question mark right after an Arabic word, where Arabic writes
    // ، ؛ ؟.
    const latinPunctuation = /\p{Script=Arabic}[,;?]/u;
    const wrong = allTexts.filter(
      (t) => t.locale === "ar" && (persian.test(t.text) || latinPunctuation.test(t.text)),
    );
    expect(wrong.map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });

  it("keep the interpolations of the English text", () => {
    // ICU arguments: `{company}`, and the counted argument of a plural (`{count, plural, ...}`).
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/{(\w+)[,}]/g)].map((m) => m[1]!))].sort();
    const broken = allTexts.filter(
      (t) =>
        t.where.startsWith("messages.") &&
        placeholders(t.text).join() !== placeholders(t.english).join(),
    );
    expect(broken.map((t) => `${t.where} (${t.locale})`)).toEqual([]);
  });
});

describe("search engines' descriptions", () => {
  it("in the interface strings are at most 160 characters in every language", () => {
    const tooLong = Object.entries(messages).flatMap(([locale, bundle]) =>
      textLeaves(bundle)
        .filter(([key]) => /Description$/.test(key))
        .filter(([, text]) => text.length > 160)
        .map(([key, text]) => `${locale} ${key}: ${text.length} characters`),
    );
    expect(tooLong).toEqual([]);
  });
});

describe("at run time", () => {
  function Show({ keys, count }: { keys: string[]; count?: number }) {
    const t = useTranslations();
    return (
      <p>{keys.map((key) => t(key as "careers.closedRoles", { count: count ?? 0 })).join(" / ")}</p>
    );
  }

  it("a missing key shows the key itself", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = { ...es, nav: { ...es.nav, home: undefined } } as unknown as Messages;
    render(
      <MessagesProvider locale="es" messages={broken}>
        <Show keys={["nav.home", "nav.contact"]} />
      </MessagesProvider>,
    );
    expect(screen.getByText(`nav.home / ${es.nav.contact}`)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("nav.home"));
    warn.mockRestore();
  });

  it("plurals follow the language's rules, with the number in place", () => {
    const shown = (locale: Locale, count: number) => {
      const { container, unmount } = render(
        <MessagesProvider locale={locale} messages={messages[locale]}>
          <Show keys={["careers.closedRoles"]} count={count} />
        </MessagesProvider>,
      );
      const text = container.textContent;
      unmount();
      return text;
    };
    expect(shown("en", 1)).toBe("One role has closed and is no longer listed.");
    expect(shown("en", 3)).toBe("3 roles have closed and are no longer listed.");
    expect(shown("es", 2)).toBe("2 vacantes ya cerraron y no aparecen en la lista.");
    expect(shown("zh", 4)).toBe("有 4 個職缺已截止，不再列出。");
  });

  it("write a count as {count}, never #, which would wake the browser's number formatter", () => {
    for (const locale of locales) {
      const hashed = textLeaves(messages[locale]).filter(
        ([, text]) => /\{count, plural,/.test(text) && text.includes("#"),
      );
      expect(
        hashed.map(([key]) => key),
        locale,
      ).toEqual([]);
    }
  });

  it("Arabic counted strings have all six plural forms, each shown for its numbers", () => {
    // CLDR's Arabic rules: 0 zero, 1 one, 2 two, 3–10 few, 11–99 many, 100–102 other.
    const rules = new Intl.PluralRules("ar");
    const counted = textLeaves(ar).filter(([, text]) => /\{count, plural,/.test(text));
    expect(counted.map(([key]) => key)).toEqual(
      expect.arrayContaining(["careers.closedRoles", "blog.readingTime"]),
    );
    for (const [key, message] of counted) {
      for (const count of [0, 1, 2, 3, 10, 11, 99, 100, 102]) {
        const form = rules.select(count);
        // The branch the message gives this form, with the count as the number written in ar-AE.
        const branch = new RegExp(`\\b${form} \\{((?:[^{}]|\\{count\\})*)\\}`).exec(message)?.[1];
        expect(branch, `${key} has a "${form}" form`).toBeDefined();
        const { container, unmount } = render(
          <MessagesProvider locale="ar" messages={ar}>
            <Show keys={[key]} count={count} />
          </MessagesProvider>,
        );
        expect(container.textContent, `${key} for ${count}`).toBe(
          branch!.replace("{count}", new Intl.NumberFormat("ar-AE").format(count)),
        );
        unmount();
      }
    }
  });
});
