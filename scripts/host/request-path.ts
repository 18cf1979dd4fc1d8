// What `npm start` does with a request target, before touching the disk: the site's URL rules
// as one pure function, so each rule is tested on its own (request-path.test.ts).

import { typedRedirects } from "./site-files.ts";

/** URLs longer than this are not addresses of this site. */
export const MAX_URL_LENGTH = 2048;

export type Resolution =
  | { kind: "bad-request"; status: 400 | 414; reason: string }
  | { kind: "redirect"; location: string }
  | { kind: "not-found"; pathname: string }
  | { kind: "file"; file: string; pathname: string };

/** Files the build writes for hosts, not for visitors. */
const HOST_FILES = new Set(["_headers", "_redirects"]);

/**
 * Maps a raw request target (`/zh/projects?x=1`) to the file that answers it, a redirect, a
 * not-found page or a 400. Redirects only ever point to a path on this site: the target is
 * rebuilt from checked segments, never from a parsed URL whose host could be smuggled in
 * (`//evil.com/`).
 */
export function resolveRequest(rawUrl: string): Resolution {
  if (rawUrl.length > MAX_URL_LENGTH) {
    return { kind: "bad-request", status: 414, reason: "URL too long" };
  }
  if (!rawUrl.startsWith("/")) {
    return { kind: "bad-request", status: 400, reason: "request target must be a path" };
  }
  const queryStart = rawUrl.search(/[?#]/);
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 || rawUrl[queryStart] === "#" ? "" : rawUrl.slice(queryStart);

  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: "bad-request", status: 400, reason: "malformed URL encoding" };
  }

  // Never resolve outside the site or to two spellings of one page: control characters,
  // backslashes, empty segments (`//`) and dot segments are in no page's address.
  const segments = pathname.split("/").slice(1);
  const trailingSlash = pathname.length > 1 && pathname.endsWith("/");
  const inner = trailingSlash ? segments.slice(0, -1) : segments;
  if (
    [...pathname].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === "\\") ||
    (pathname !== "/" && inner.some((s) => s === "" || s === "." || s === ".."))
  ) {
    return { kind: "not-found", pathname: "/" };
  }

  // One URL per page: `/projects/` redirects to `/projects`, the form every link uses. The
  // location is the checked path itself, so it starts with one slash and a segment.
  if (trailingSlash) {
    return { kind: "redirect", location: `/${inner.map(encodeURIComponent).join("/")}${query}` };
  }

  // An address a buyer types (`/contact`): the place it leads to, in its language. A query on a
  // typed address is dropped, as every host's config does (host-config.ts).
  const typed = typedRedirects.find((r) => r.from === pathname);
  if (typed) return { kind: "redirect", location: typed.to };

  const last = segments.at(-1) ?? "";
  if (
    HOST_FILES.has(last) ||
    last === "index" ||
    last.endsWith(".html") ||
    /(^|\/)404$/.test(pathname)
  ) {
    return { kind: "not-found", pathname };
  }
  if (pathname === "/") return { kind: "file", file: "/index.html", pathname };
  // Pages have no extension in their URL; assets, data, feeds and the sitemap do.
  const file = last.includes(".") ? pathname : `${pathname}.html`;
  return { kind: "file", file, pathname };
}
