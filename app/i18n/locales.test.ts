import { describe, expect, it } from "vitest";

import {
  localeFromHtmlLang,
  localeFromPathname,
  localizePath,
  pagePath,
  stripLocale,
} from "./locales";

/** What the module answers for each input, by what a reader of the site relies on. */
const cases: { [name: string]: [(input: string) => string, { [input: string]: string }] } = {
  "the language comes from the first path segment only": [
    localeFromPathname,
    {
      "/": "en",
      "/zh": "zh",
      "/es/projects/streamview": "es",
      "/zhx/projects": "en",
      "/projects/zh": "en",
    },
  ],
  "a language prefix is stripped": [
    stripLocale,
    { "/zh": "/", "/zh/projects/x": "/projects/x", "/projects": "/projects" },
  ],
  "a path gets the Chinese prefix": [(path) => localizePath(path, "zh"), { "/": "/zh" }],
  "a path gets the Spanish prefix, before any fragment": [
    (path) => localizePath(path, "es"),
    { "/#contact": "/es#contact", "/projects/x": "/es/projects/x" },
  ],
  "an English path has no prefix": [
    (path) => localizePath(path, "en"),
    { "/projects/x": "/projects/x" },
  ],
  "a page's path drops the trailing slash and the data suffix": [
    pagePath,
    { "/projects/": "/projects", "/zh/_.data": "/zh", "/": "/" },
  ],
  "an html lang tag maps back to its language, English for any other": [
    localeFromHtmlLang,
    { "zh-Hant": "zh", es: "es", fr: "en" },
  ],
};

describe("locale paths", () => {
  for (const [name, [answer, expected]] of Object.entries(cases)) {
    it(name, () => {
      const answers = Object.fromEntries(
        Object.keys(expected).map((input) => [input, answer(input)]),
      );
      expect(answers).toEqual(expected);
    });
  }
});
