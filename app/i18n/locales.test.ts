import { describe, expect, it } from "vitest";

import {
  localeFromHtmlLang,
  localeFromPathname,
  localeFromRequest,
  localizePath,
  pagePath,
  stripLocale,
} from "./locales";

describe("locale paths", () => {
  it("reads the language from the first path segment only", () => {
    expect(localeFromPathname("/")).toBe("en");
    expect(localeFromPathname("/zh")).toBe("zh");
    expect(localeFromPathname("/es/projects/streamview")).toBe("es");
    expect(localeFromPathname("/zhx/projects")).toBe("en");
    expect(localeFromPathname("/projects/zh")).toBe("en");
  });

  it("strips and adds prefixes symmetrically", () => {
    expect(stripLocale("/zh")).toBe("/");
    expect(stripLocale("/zh/projects/x")).toBe("/projects/x");
    expect(stripLocale("/projects")).toBe("/projects");
    expect(localizePath("/", "zh")).toBe("/zh");
    expect(localizePath("/#contact", "es")).toBe("/es#contact");
    expect(localizePath("/projects/x", "es")).toBe("/es/projects/x");
    expect(localizePath("/projects/x", "en")).toBe("/projects/x");
  });

  it("reads a loader's language from page and data URLs alike", () => {
    const locale = (url: string) => localeFromRequest(new Request(`https://example.com${url}`));
    expect(locale("/zh.data")).toBe("zh");
    expect(locale("/es/projects/streamview.data")).toBe("es");
    expect(locale("/_.data")).toBe("en");
    expect(locale("/zh/")).toBe("zh");
    expect(pagePath("/projects/")).toBe("/projects");
    expect(pagePath("/zh/_.data")).toBe("/zh");
    expect(pagePath("/")).toBe("/");
  });

  it("maps html lang tags back to locales", () => {
    expect(localeFromHtmlLang("zh-Hant")).toBe("zh");
    expect(localeFromHtmlLang("es")).toBe("es");
    expect(localeFromHtmlLang("fr")).toBe("en");
  });
});
