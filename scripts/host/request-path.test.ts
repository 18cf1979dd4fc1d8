import { describe, expect, it } from "vitest";

import { MAX_URL_LENGTH, resolveRequest } from "./request-path";
import { typedRedirects } from "./site-files";

/** Where a browser on the site would go if it followed this Location. */
function followed(location: string) {
  return new URL(location, "https://www.hajarlabs.ae/some/page");
}

describe("resolveRequest", () => {
  it("maps pages, assets, data and feeds to their files", () => {
    expect(resolveRequest("/")).toMatchObject({ kind: "file", file: "/index.html" });
    expect(resolveRequest("/zh/projects?ref=x")).toMatchObject({ file: "/zh/projects.html" });
    expect(resolveRequest("/assets/app-1.css")).toMatchObject({ file: "/assets/app-1.css" });
    expect(resolveRequest("/zh/blog/feed.xml")).toMatchObject({ file: "/zh/blog/feed.xml" });
    expect(resolveRequest("/_.data")).toMatchObject({ file: "/_.data" });
  });

  it("leads an address a buyer types to its place, in its language, on this site", () => {
    expect(resolveRequest("/contact")).toEqual({ kind: "redirect", location: "/#contact" });
    expect(resolveRequest("/ar/contact?ref=x")).toEqual({
      kind: "redirect",
      location: "/ar#contact",
    });
    expect(resolveRequest("/es/work")).toEqual({ kind: "redirect", location: "/es/projects" });
    expect(resolveRequest("/zh/pricing")).toEqual({
      kind: "redirect",
      location: "/zh/how-we-work#prices-title",
    });
    expect(resolveRequest("/services")).toEqual({ kind: "redirect", location: "/#services" });
    for (const typed of typedRedirects)
      expect(followed(typed.to).host, typed.from).toBe("www.hajarlabs.ae");
  });

  it("redirects a trailing slash to the page's one URL, keeping the query", () => {
    expect(resolveRequest("/zh/")).toEqual({ kind: "redirect", location: "/zh" });
    expect(resolveRequest("/projects///?a=1")).toEqual({ kind: "not-found", pathname: "/" });
    expect(resolveRequest("/projects/?a=1")).toEqual({
      kind: "redirect",
      location: "/projects?a=1",
    });
    expect(resolveRequest("/zh/blog/%E8%A7%80%E9%BB%9E/")).toEqual({
      kind: "redirect",
      location: "/zh/blog/%E8%A7%80%E9%BB%9E",
    });
  });

  // Every form of "another host" a request can carry; none may become a redirect off the site.
  const offSite = [
    "//evil.com/",
    "//evil.com",
    "///evil.com/",
    "////evil.com/",
    "//x//evil.com/",
    "/x//evil.com/",
    "/\\evil.com/",
    "/\\\\evil.com/",
    "/%5Cevil.com/",
    "/%5C%5Cevil.com/",
    "/%2F%2Fevil.com/",
    "/%2fevil.com/",
    "/%2F/evil.com/",
    "/.//evil.com/",
    "/..//evil.com/",
    "/%2e%2e//evil.com/",
    "/%09/evil.com/",
    "/\t/evil.com/",
    "/%0d%0aLocation:%20https://evil.com/",
    "/https:/evil.com/",
    "/@evil.com/",
  ];
  it.each(offSite)("keeps %s on the site", (target) => {
    const result = resolveRequest(target);
    if (result.kind === "redirect") {
      expect(result.location).toMatch(/^\/[^/\\]/);
      expect(followed(result.location).host).toBe("www.hajarlabs.ae");
    } else {
      expect(["not-found", "bad-request"]).toContain(result.kind);
    }
  });

  it("gives host files and second spellings of pages no answer but the not-found page", () => {
    for (const target of [
      "/_headers",
      "/_redirects",
      "/index",
      "/index.html",
      "/zh.html",
      "/projects.html",
      "/zh/index",
      "/404",
      "/zh/404",
      "/blog/404",
    ]) {
      expect(resolveRequest(target).kind, target).toBe("not-found");
    }
  });

  it("refuses dot segments, control characters and broken encodings", () => {
    expect(resolveRequest("/%2e%2e/package.json").kind).toBe("not-found");
    expect(resolveRequest("/services/%00").kind).toBe("not-found");
    expect(resolveRequest("/%E0%A4%A")).toMatchObject({ kind: "bad-request", status: 400 });
    expect(resolveRequest("*")).toMatchObject({ kind: "bad-request", status: 400 });
    expect(resolveRequest(`/${"a".repeat(MAX_URL_LENGTH)}`)).toMatchObject({ status: 414 });
  });
});
