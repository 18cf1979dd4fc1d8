// Where each language's own files are: its interface strings, its glossary and its brand card.
// Nothing lists them by hand: a language of `locales` has its files here, named after it, and the
// build and the unit tests fail naming the file a language lacks. The test language's files are
// fixtures under tests/, so no build of the shipped site carries them. Read by Node code (the
// build's plugins, scripts, tests); pages reach these files through the modules `localeFiles()`
// writes.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { Plugin } from "vite";

import { locales, testLocale, type Locale } from "./locales.ts";

// From this module's own address (a plain `new URL("…", import.meta.url)` is an asset to Vite).
const here = import.meta.url;
const root = new URL("../../", here);
const fixtures = new URL("tests/fixtures/locale/", root);

/** The language's interface strings: `app/i18n/messages/<language>.ts`. */
export function messagesFile(locale: Locale): URL {
  if (locale === testLocale) return new URL(`${locale}.ts`, fixtures);
  return new URL(`app/i18n/messages/${locale}.ts`, root);
}

/** The card its pages share when they have no picture of their own (`npm run cards` draws it). */
export function brandCardFile(locale: Locale): URL {
  if (locale === testLocale) return new URL(`brand-${locale}.png`, fixtures);
  return new URL(`app/content/cards/brand-${locale}.png`, root);
}

/**
 * The glossary a language other than English is written by: its terms (`<language>.md`) and the
 * words its variety avoids, which a unit test looks for in every text (`<language>.avoid.json`).
 */
export function glossaryFiles(locale: Locale): { terms: URL; avoid: URL } {
  const folder = locale === testLocale ? fixtures : new URL("docs/glossary/", root);
  return { terms: new URL(`${locale}.md`, folder), avoid: new URL(`${locale}.avoid.json`, folder) };
}

/** A path from the project's folder, for messages. */
export function fromRoot(file: URL): string {
  return file.pathname.slice(root.pathname.length);
}

/** The file, or an error saying which language lacks it and what it should be. */
function required(locale: Locale, file: URL, what: string): string {
  if (!existsSync(file)) {
    throw new Error(`The language "${locale}" has no ${what}: expected ${fromRoot(file)}`);
  }
  return fileURLToPath(file);
}

/** The messages file of each language, checked to exist. */
export function messagesFiles(): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((l) => [
      l,
      required(l, messagesFile(l), "messages file (a copy of en.ts ending `satisfies Messages`)"),
    ]),
  ) as Record<Locale, string>;
}

/** The language whose messages file `path` is, if it is one. */
export function messagesFileLocale(path: string): Locale | undefined {
  return locales.find((l) => fileURLToPath(messagesFile(l)) === path);
}

const MESSAGE_FILES = "virtual:message-files";
const BRAND_CARDS = "virtual:brand-cards";

/**
 * Two modules built from the list of languages: `virtual:message-files`, a loader of each
 * language's messages (the prerender's, and the unit tests'), and `virtual:brand-cards`, each
 * language's brand card as the build publishes it.
 */
export function localeFiles(): Plugin {
  return {
    name: "locale-files",
    resolveId(id) {
      if (id === MESSAGE_FILES || id === BRAND_CARDS) return `\0${id}`;
    },
    load(id) {
      if (id === `\0${MESSAGE_FILES}`) {
        const entries = Object.entries(messagesFiles()).map(
          ([l, file]) => `${JSON.stringify(l)}: () => import(${JSON.stringify(file)})`,
        );
        return `export default {\n${entries.join(",\n")}\n};`;
      }
      if (id === `\0${BRAND_CARDS}`) {
        const cards = locales.map((l) =>
          required(l, brandCardFile(l), "brand card (draw it with `npm run cards`)"),
        );
        return [
          ...cards.map((file, i) => `import card${i} from ${JSON.stringify(`${file}?url`)};`),
          `export default { ${locales.map((l, i) => `${JSON.stringify(l)}: card${i}`).join(", ")} };`,
        ].join("\n");
      }
    },
  };
}
