import * as OpenCC from "opencc-js";
import { describe, expect, it } from "vitest";

import { projects } from "~/content/projects";
import { services } from "~/content/services";
import { site } from "~/content/site";

import { createI18n } from "./i18next";
import { locales, type Locale } from "./locales";
import en, { type Messages } from "./messages/en";
import es from "./messages/es";
import zh from "./messages/zh";

// Strings that are the same in English and the other language on purpose: names, numbers and
// words the other language borrows.
const SAME_AS_ENGLISH = new Set(["404", "{{title}} | {{company}}", "Blog", "Legal"]);

type Text = { where: string; locale: Locale; text: string; english: string };

/** Every leaf of a message bundle, with its key path. */
function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === "string") return [[path.join("."), value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, [...path, k]),
  );
}

/** Every `{ en, zh, es }` text inside the content modules, with where it was found. */
function contentTexts(value: unknown, where: string): Text[] {
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (locales.every((l) => l in record)) {
    return locales.flatMap((locale) =>
      ([] as unknown[]).concat(record[locale]).flatMap((text, i) => {
        const english = ([] as unknown[]).concat(record.en)[i];
        return typeof text === "string" ? [{ where, locale, text, english: String(english) }] : [];
      }),
    );
  }
  return Object.entries(record).flatMap(([k, v]) => contentTexts(v, `${where}.${k}`));
}

const bundles: Record<Exclude<Locale, "en">, Messages> = { zh, es };
const english = new Map(leaves(en));

const allTexts: Text[] = [
  ...Object.entries(bundles).flatMap(([locale, bundle]) =>
    leaves(bundle).map(([key, text]) => ({
      where: `messages.${key}`,
      locale: locale as Locale,
      text,
      english: english.get(key)!,
    })),
  ),
  ...contentTexts(services, "services"),
  ...contentTexts(projects, "projects"),
  ...contentTexts(site, "site"),
].filter((t) => t.locale !== "en");

describe("translations", () => {
  it("cover every language with text", () => {
    expect(
      allTexts.filter((t) => t.text.trim() === "").map((t) => `${t.where} (${t.locale})`),
    ).toEqual([]);
  });

  it("are not left in English", () => {
    const untranslated = allTexts.filter(
      (t) => t.text === t.english && !SAME_AS_ENGLISH.has(t.text),
    );
    expect(untranslated.map((t) => `${t.where} (${t.locale}): ${t.text}`)).toEqual([]);
  });

  it("use Traditional characters only in Chinese", () => {
    const toTraditional = OpenCC.Converter({ from: "cn", to: "tw" }); // Taiwan standard forms
    const simplified = allTexts.filter(
      (t) => t.locale === "zh" && toTraditional(t.text) !== t.text,
    );
    expect(simplified.map((t) => `${t.where}: ${t.text} → ${toTraditional(t.text)}`)).toEqual([]);
  });

  it("keep the interpolations of the English text", () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\w+}}/g)].map((m) => m[0]).sort();
    const broken = allTexts.filter(
      (t) =>
        t.where.startsWith("messages.") &&
        placeholders(t.text).join() !== placeholders(t.english).join(),
    );
    expect(broken.map((t) => `${t.where} (${t.locale})`)).toEqual([]);
  });
});

describe("at run time", () => {
  it("a missing key shows the key itself", () => {
    const i18n = createI18n("es", {
      ...es,
      nav: { ...es.nav, home: undefined },
    } as unknown as Messages);
    expect(i18n.t("nav.home")).toBe("nav.home");
    expect(i18n.t("nav.contact")).toBe("Contacto");
  });
});
