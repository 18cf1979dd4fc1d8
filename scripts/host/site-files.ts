// Shared by the build step, the server and the tests: where the built site lives and which
// not-found page answers an unknown path.
import { fileURLToPath } from "node:url";

import { localeInfo, locales } from "../../app/i18n/locales.ts";
import { notFoundSections } from "../../app/not-found-sections.ts";
import { typedPaths } from "../../app/typed-paths.ts";

/**
 * The build's folder: `build`, or the name in BUILD_DIR (another build to compare beside it,
 * `npm run compare-builds`).
 */
const buildName = process.env.BUILD_DIR ?? "build";
if (!/^[\w-]+$/.test(buildName))
  throw new Error(`BUILD_DIR "${buildName}": expected a folder name`);
const inBuild = (path: string) =>
  fileURLToPath(new URL(`../../${buildName}/${path}`, import.meta.url));

export const clientDir = inBuild("client");

/** Brotli and gzip copies of the client folder's text files, for `npm start` (scripts/postbuild/precompress.ts). */
export const compressedDir = inBuild("compressed");

/** Each page as React Router prerendered it, before the build's steps: what their tests read. */

/** The build's list of pages (`app/site-pages.ts`), written by `react-router build`. */
export const manifestFile = inBuild("site-pages.json");

/** URL prefixes of the languages that have one (`ar`, `zh`, `es`). */
export const localePrefixes: readonly string[] = locales
  .map((l) => localeInfo[l].prefix)
  .filter(Boolean);

export { notFoundSections } from "../../app/not-found-sections.ts";

/**
 * The typed addresses of `app/typed-paths.ts` in every language, each with where it leads:
 * `/contact` → `/#contact`, `/ar/contact` → `/ar#contact`, `/es/work` → `/es/projects`.
 */
export const typedRedirects: readonly { from: string; to: string }[] = [
  "",
  ...localePrefixes,
].flatMap((prefix) =>
  Object.entries(typedPaths).map(([name, target]) => {
    const base = prefix ? `/${prefix}` : "";
    const to = !base
      ? target
      : target.startsWith("/#")
        ? `${base}${target.slice(1)}`
        : `${base}${target}`;
    return { from: `${base}/${name}`, to };
  }),
);

const prefixes = new Set(localePrefixes);

/**
 * The prerendered not-found files (relative to the build folder) that may answer an unknown
 * path, best first. The first must be the page React Router itself renders at that URL, so
 * hydration matches: `/services/<id>` is the service route's not-found state, any other path the
 * language's 404 page.
 */
export function notFoundFilesFor(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const base = segments[0] !== undefined && prefixes.has(segments[0]) ? `${segments.shift()}/` : "";
  const [section] = segments;
  const languagePage = `${base}404.html`;
  if (segments.length === 2 && notFoundSections.some((s) => s === section)) {
    return [`${base}${section}/404.html`, languagePage, "404.html"];
  }
  return [languagePage, "404.html"];
}

/** The file (relative to the build folder) of a page of the list: `/` → `index.html`, `/zh/about` → `zh/about.html`. */
export function pageFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}
