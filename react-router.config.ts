import { mkdir, writeFile } from "node:fs/promises";

import type { Config } from "@react-router/dev/config";

import { buildDate } from "./app/content/build-date";
import { prerenderPaths, siteManifest, translationReport } from "./app/site-pages";

// A static site: every page is rendered to HTML at build time; only its islands hydrate in the
// browser (app/delivery/).
// The list of pages comes from the content (app/site-pages.ts), so a new service, case study,
// article, role or language gets its pages without editing this file. After the build the same
// list is written to build/site-pages.json for the steps and tests that need it.
// BUILD_DIR names another folder than `build` (scripts/host/site-files.ts).
const buildDirectory = process.env.BUILD_DIR ?? "build";

export default {
  // Every path is prerendered and no host runs the server build. `ssr: false` would add a
  // single-page-app fallback, which this site never serves (unknown paths get a 404 page).
  ssr: true,
  buildDirectory,
  prerender: () => prerenderPaths(buildDate()),
  async buildEnd() {
    const manifest = siteManifest(buildDate());
    await mkdir(buildDirectory, { recursive: true });
    await writeFile(`${buildDirectory}/site-pages.json`, `${JSON.stringify(manifest, null, 2)}\n`);
    for (const line of translationReport()) console.warn(`translations: ${line}`);
  },
} satisfies Config;
