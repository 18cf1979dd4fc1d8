// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { localeInfo, locales } from "../../app/i18n/locales";
import { notFoundSections } from "../../app/not-found-sections";
import { sitePages } from "../../app/site-pages";

import {
  adminHeaders,
  adminPolicy,
  contentTypeOverride,
  headersFor,
  otherPolicy,
  pageHeaderPolicy,
  securityHeaders,
  feedPattern,
  sharedPicturePattern,
} from "./headers";
import {
  answerHeaders,
  committedHostFiles,
  fileExtensions,
  HEADERS_MAX_LINE_CHARS,
  HEADERS_MAX_RULES,
  headersFile,
  nginxConfig,
  redirectsFile,
  vercelConfig,
} from "./host-config";
import { resolveRequest } from "./request-path";
import { notFoundFilesFor, typedRedirects } from "./site-files";

const repoFile = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

const pagePaths = sitePages().map((p) => p.path);
const prefixes = locales.map((l) => localeInfo[l].prefix).filter(Boolean);
/** Every not-found file the build writes: `404.html`, `zh/404.html`, `zh/services/404.html`... */
const notFoundFiles = ["", ...prefixes.map((p) => `${p}/`)].flatMap((base) => [
  `${base}404.html`,
  ...notFoundSections.map((s) => `${base}${s}/404.html`),
]);
/** Non-page files: public/ as it is, and what the build adds next to the pages. */
const publicFiles = readdirSync(new URL("../../public", import.meta.url), { recursive: true })
  .map(String)
  .filter((f) => f.includes("."));
const nonPagePaths = [
  ...publicFiles.map((f) => `/${f}`),
  "/sitemap.xml",
  "/robots.txt",
  ...prefixes.map((p) => `/${p}/blog/feed.xml`),
  "/blog/feed.xml",
  "/_.data",
  "/zh.data",
  "/projects/404.data",
];
/** Paths that answer with a page: every page, and unknown paths (their not-found page). */
const pageAnswerPaths = [...pagePaths, "/no-such-page", "/zh/services/no-such-service"];

describe("committed host files", () => {
  it.each(Object.entries(committedHostFiles()))("%s is what the generator writes", (path, text) => {
    expect(repoFile(path), `${path} is out of date: run \`npm run hosts\``).toBe(text);
  });
});

/** `_headers` rules in file order: pattern, detached names, set headers. */
function parseHeadersFile(text: string) {
  const rules: { pattern: string; detach: string[]; set: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) rules.push({ pattern: line, detach: [], set: [] });
    else if (line.trim().startsWith("!")) rules.at(-1)!.detach.push(line.trim().slice(1).trim());
    else {
      const [name, ...value] = line.trim().split(":");
      rules.at(-1)!.set.push([name!.trim(), value.join(":").trim()]);
    }
  }
  return rules;
}

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/**
 * Cloudflare Pages: every matching rule in file order, a second value of a header joined with a
 * comma, `! Name` removing what earlier rules set; `*` matches anything, dots are literal.
 */
function cloudflareHeaders(text: string, path: string) {
  const headers = new Map<string, string>();
  for (const rule of parseHeadersFile(text)) {
    const pattern = `^${rule.pattern.split("*").map(escape).join(".*")}$`;
    if (!new RegExp(pattern).test(path)) continue;
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  return headers;
}

/**
 * Netlify: every matching rule, a later value replacing an earlier one, lines without a colon
 * skipped; the pattern's dots are not escaped (`/*.data` also matches `/bigdata`).
 */
function netlifyHeaders(text: string, path: string) {
  const headers = new Map<string, string>();
  for (const rule of parseHeadersFile(text)) {
    const parts = rule.pattern.split("/").filter(Boolean);
    const body = parts.map((p) => (p === "*" ? "?(.*)" : p.replaceAll("*", "(.*)"))).join("/");
    if (!new RegExp(`^/${body}/?$`, "iu").test(path)) continue;
    for (const [name, value] of rule.set) headers.set(name.toLowerCase(), value);
  }
  return headers;
}

describe("_headers (Netlify, Cloudflare Pages)", () => {
  const text = headersFile();
  const hosts = { cloudflare: cloudflareHeaders, netlify: netlifyHeaders };

  it("stays within Cloudflare's limits", () => {
    expect(parseHeadersFile(text).length).toBeLessThanOrEqual(HEADERS_MAX_RULES);
    for (const line of text.split("\n")) {
      expect(line.length).toBeLessThanOrEqual(HEADERS_MAX_LINE_CHARS);
    }
  });

  for (const [host, headersOf] of Object.entries(hosts)) {
    it(`gives pages and not-found pages one page policy on ${host}`, () => {
      for (const path of pageAnswerPaths) {
        const headers = headersOf(text, path);
        expect(headers.get("content-security-policy"), path).toBe(pageHeaderPolicy());
        expect(headers.has("cache-control"), path).toBe(false);
        for (const [name, value] of Object.entries(securityHeaders)) {
          expect(headers.get(name.toLowerCase()), `${path} ${name}`).toBe(value);
        }
      }
    });

    it(`gives every other file one policy that loads nothing on ${host}, shared or not`, () => {
      for (const path of [...nonPagePaths, "/assets/app-x1.js", "/assets/logo-x1.svg"]) {
        const headers = headersOf(text, path);
        expect(headers.get("content-security-policy"), path).toBe(otherPolicy);
        for (const name of Object.keys(securityHeaders)) {
          expect(headers.get(name.toLowerCase()), `${path} ${name}`).toBe(headersFor(path)[name]);
        }
        const type = contentTypeOverride(path);
        if (type) expect(headers.get("content-type"), path).toBe(type);
      }
    });

    it(`caches only the fingerprinted assets for long on ${host}`, () => {
      expect(headersOf(text, "/assets/app-x1.js").get("cache-control")).toBe(
        answerHeaders.asset["Cache-Control"],
      );
      expect(headersOf(text, "/sitemap.xml").has("cache-control")).toBe(false);
    });
  }

  it("names every kind of non-page file the site serves", () => {
    for (const path of nonPagePaths) {
      expect(fileExtensions, path).toContain(path.split(".").at(-1));
    }
  });
});

describe("_redirects (Netlify)", () => {
  const rules = redirectsFile()
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/\s+/) as [string, string, string]);

  /** Netlify's answer: the first rule whose pattern matches. */
  const notFoundPage = (path: string) =>
    rules.find(([from]) => new RegExp(`^${from.split("*").map(escape).join(".*")}$`).test(path));

  it("leads the addresses a buyer types where npm start does", () => {
    for (const { from } of typedRedirects) {
      const [, to, status] = notFoundPage(from)!;
      const answer = resolveRequest(from);
      expect(answer.kind, from).toBe("redirect");
      expect([to, status], from).toEqual([answer.kind === "redirect" && answer.location, "301"]);
    }
  });

  it("answers unknown paths with the not-found page of their language and section", () => {
    for (const path of ["/zh/x", "/es/services/x", "/projects/x", "/x/y/z", "/zh/blog/x"]) {
      const [, page, status] = notFoundPage(path)!;
      expect(status, path).toBe("404");
      expect(page, path).toBe(`/${notFoundFilesFor(path)[0]}`);
    }
  });
});

/** The `location` blocks of an nginx server block, and what sits outside them. */
function nginxBlocks(config: string) {
  const blocks: { name: string; lines: string[] }[] = [{ name: "server", lines: [] }];
  let current = blocks[0]!;
  for (const line of config.split("\n")) {
    const open = /^\s*location (.+) \{$/.exec(line);
    if (open) blocks.push((current = { name: open[1]!, lines: [] }));
    else if (/^ {4}\}$/.test(line)) current = blocks[0]!;
    else current.lines.push(line);
  }
  return blocks.map(({ name, lines }) => ({
    name,
    headers: lines
      .map((l) => /^\s*add_header (\S+) "(.*)"( always)?;$/.exec(l))
      .filter((m) => m !== null)
      .map((m) => ({ name: m[1]!, value: m[2]!.replace(/\\(.)/g, "$1"), always: !!m[3] })),
  }));
}

describe("nginx server block", () => {
  const sharedPictures = `~ "${sharedPicturePattern}"`;
  const feeds = `~ "${feedPattern}"`;
  const blocks = nginxBlocks(nginxConfig({ root: "/srv/site", listen: "8080" }));

  it("has the locations that answer pages, files, assets and not-found paths", () => {
    expect(blocks.map((b) => b.name)).toEqual([
      "server",
      "= /",
      "= /admin",
      "/",
      sharedPictures,
      feeds,
      '~ "\\.[^/]*$"',
      "= /admin/config.yml",
      "^~ /assets/",
      sharedPictures,
      "@not_found",
      "@method_not_allowed",
    ]);
  });

  it.each(blocks.map((b) => [b.name, b] as const))(
    "%s sends every security header, always, and one policy",
    (_, block) => {
      const expected: Record<string, string> =
        block.name === "= /admin"
          ? adminHeaders
          : [sharedPictures, feeds].includes(block.name)
            ? answerHeaders.sharedFile
            : securityHeaders;
      for (const [name, value] of Object.entries(securityHeaders)) {
        const lines = block.headers.filter((h) => h.name === name);
        expect(lines, name).toEqual([{ name, value: expected[name] ?? value, always: true }]);
      }
      expect(block.headers.filter((h) => h.name === "Content-Security-Policy")).toHaveLength(1);
      expect(block.headers.every((h) => h.always)).toBe(true);
    },
  );

  it("gives pages and not-found pages the page policy, files the other one", () => {
    const policy = (name: string) =>
      blocks.find((b) => b.name === name)!.headers.find((h) => h.name === "Content-Security-Policy")
        ?.value;
    for (const name of ["= /", "/", "@not_found"])
      expect(policy(name), name).toBe(pageHeaderPolicy());
    for (const name of [
      "server",
      sharedPictures,
      feeds,
      '~ "\\.[^/]*$"',
      "= /admin/config.yml",
      "^~ /assets/",
      "@method_not_allowed",
    ]) {
      expect(policy(name), name).toBe(otherPolicy);
    }
    expect(policy("= /admin")).toBe(adminPolicy);
  });

  it("sets the options a static server of this site needs", () => {
    const config = nginxConfig({ root: "/srv/site", listen: "8080", serverName: "example.org" });
    for (const line of [
      "listen 8080;",
      "server_name example.org;",
      "root /srv/site;",
      "server_tokens off;",
      "absolute_redirect off;",
      "merge_slashes off;",
      "gzip on;",
      "gzip_vary on;",
    ]) {
      expect(config).toContain(`    ${line}\n`);
    }
    const gzipTypes = /gzip_types ([^;]+);/.exec(config)![1]!.split(" ");
    for (const type of [
      "text/css",
      "application/javascript",
      "image/svg+xml",
      "application/json",
      "application/xml",
      "application/rss+xml",
      "application/atom+xml",
      "text/plain",
    ]) {
      expect(gzipTypes).toContain(type);
    }
  });
});

type Answer = { status: number; file?: string; location?: string; headers: Record<string, string> };

/**
 * Vercel's documented route semantics, enough for this configuration: routes before
 * `handle: filesystem` in order (headers merge, a later value wins; a route without `continue`
 * ends the phase; a redirect keeps the query), then the file system, then the routes after it (`check`: the destination must
 * exist), then the `error` phase matched against the original path and the 404 status.
 */
function vercelAnswer(target: string, files: Set<string>): Answer {
  const [path = "", query] = target.split("?");
  const routes = vercelConfig().routes;
  const phase = (name: string | null) => {
    const start =
      name === null ? 0 : routes.findIndex((r) => "handle" in r && r.handle === name) + 1;
    const end = routes.findIndex((r, i) => i >= start && "handle" in r);
    return routes.slice(start, end === -1 ? undefined : end).filter((r) => "src" in r);
  };
  let headers: Record<string, string> = {};
  const fill = (value: string, match: RegExpExecArray) =>
    value.replace(/\$(\d)/g, (_, i: string) => match[Number(i)] ?? "");

  for (const route of phase(null)) {
    const match = new RegExp(route.src).exec(path);
    if (!match) continue;
    const set = Object.fromEntries(
      Object.entries(route.headers ?? {}).map(([k, v]) => [k, fill(v, match)]),
    );
    headers = { ...headers, ...set };
    if (route.continue) continue;
    const { Location: location, ...rest } = headers;
    if (location) {
      return {
        status: route.status!,
        location: query ? `${location}?${query}` : location,
        headers: rest,
      };
    }
    return { status: route.status ?? 200, file: fill(route.dest!, match), headers };
  }
  const asFile = path === "/" ? "/index.html" : path;
  if (files.has(asFile)) return { status: 200, file: asFile, headers };
  for (const route of phase("filesystem")) {
    const match = new RegExp(route.src).exec(path);
    if (!match) continue;
    const dest = fill(route.dest!, match);
    if (!route.check || files.has(dest)) return { status: 200, file: dest, headers };
  }
  for (const route of phase("error")) {
    const match = new RegExp(route.src).exec(path);
    if (!match || route.status !== 404) continue;
    return {
      status: 404,
      file: fill(route.dest!, match),
      headers: { ...headers, ...route.headers },
    };
  }
  return { status: 404, headers };
}

/** What `npm start` answers (serve.ts over request-path.ts), with the same files. */
function npmStartAnswer(path: string, files: Set<string>): Answer {
  const target = resolveRequest(path);
  const notFound = (pathname: string): Answer => {
    const file = notFoundFilesFor(pathname).find((f) => files.has(`/${f}`))!;
    return { status: 404, file: `/${file}`, headers: answerHeaders.page };
  };
  switch (target.kind) {
    case "bad-request":
      return { status: target.status, headers: answerHeaders.answer };
    case "redirect":
      return { status: 301, location: target.location, headers: answerHeaders.answer };
    case "not-found":
      return notFound(target.pathname);
    case "file":
      if (!files.has(target.file)) return notFound(target.pathname);
      return { status: 200, file: target.file, headers: headersFor(target.file) };
  }
}

describe("vercel.json routes", () => {
  const files = new Set([
    ...pagePaths.map((p) => (p === "/" ? "/index.html" : `${p}.html`)),
    ...notFoundFiles.map((f) => `/${f}`),
    ...nonPagePaths,
    "/assets/app-x1.js",
  ]);
  const paths = [
    ...pagePaths,
    ...nonPagePaths,
    "/assets/app-x1.js",
    "/zh/unknown",
    "/es/x/y",
    "/x/y/z",
    ...["", ...prefixes.map((p) => `/${p}`)].flatMap((base) =>
      notFoundSections.map((s) => `${base}/${s}/unknown`),
    ),
    "/zh/projects/",
    "/projects/?ref=1",
    ...typedRedirects.map((r) => r.from),
    "/index",
    "/zh/index",
    "/404",
    "/404.html",
    "/zh/404",
    "/zh/services/404.html",
    "/projects.html",
    "/zh/projects.html",
    "/_headers",
    "/_redirects",
    "//evil.com/",
    "/\\evil.com/",
    "/%5Cevil.com/",
    "/%2F%2Fevil.com/",
    "/zh//x",
    "/projects/../x",
    "/./x",
    "/x/..",
    "/%09/evil.com/",
  ];

  it("sends an unknown /zh/ path to the Chinese not-found page with status 404", () => {
    expect(vercelAnswer("/zh/unknown", files)).toMatchObject({ status: 404, file: "/zh/404.html" });
    expect(vercelAnswer("/zh/projects/unknown", files)).toMatchObject({
      status: 404,
      file: "/zh/projects/404.html",
    });
  });

  it.each(paths)("answers %s as npm start does", (path) => {
    const vercel = vercelAnswer(path, files);
    const npmStart = npmStartAnswer(path, files);
    expect({ ...vercel, headers: undefined }).toEqual({ ...npmStart, headers: undefined });
    for (const name of [...Object.keys(securityHeaders), "Content-Security-Policy"]) {
      expect(vercel.headers[name], name).toBe(npmStart.headers[name]);
    }
    if (vercel.status !== 301) {
      expect(vercel.headers["Cache-Control"]).toBe(npmStart.headers["Cache-Control"]);
    }
  });

  it("builds with the project's command into build/client, with routes only", () => {
    const config = vercelConfig();
    expect(config).toMatchObject({
      buildCommand: "npm run build",
      outputDirectory: "build/client",
    });
    for (const key of ["headers", "cleanUrls", "redirects", "rewrites", "trailingSlash"]) {
      expect(config, key).not.toHaveProperty(key);
    }
  });
});
