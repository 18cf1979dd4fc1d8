import { expect, test } from "vitest";

import { locales } from "./i18n/locales";
import { pageAt, siteManifest } from "./site-pages";

const at = (path: string) => pageAt(`https://example.com${path}`);

test("each page the prerender asks for is found in the list with its own language and entry", () => {
  for (const page of siteManifest().pages) {
    for (const path of [page.path, `${page.path === "/" ? "/_" : page.path}.data`]) {
      const here = at(path);
      expect(here.locale, path).toBe(page.locale);
      expect(here.status?.languages, path).toEqual(page.languages);
      expect(here.languages, path).toEqual(page.languages);
      expect(here.status?.noindex, path).toBe(page.noindex === true);
    }
  }
});

test("a not-found state and a feed are in the list's language, with no entry", () => {
  const { notFound, feeds } = siteManifest();
  for (const page of [...notFound, ...feeds]) {
    expect(at(page.path)).toMatchObject({ locale: page.locale, status: null, languages: locales });
  }
});

test("an address the list lacks (the dev server's) keeps its language and its path", () => {
  // A path the list lacks offers every language, as a not-found state does.
  expect(at("/es/services/nope")).toEqual({
    locale: "es",
    path: "/services/nope",
    status: null,
    languages: locales,
  });
  expect(at("/nope")).toEqual({ locale: "en", path: "/nope", status: null, languages: locales });
});
