// After `react-router build`: the steps that turn React Router's output into what every host
// serves. Each step is a file of scripts/postbuild/, most with a unit test beside it; the host
// configurations come from scripts/host/host-config-write.ts.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";

import type { SiteManifest } from "../../app/site-pages.ts";

import { buildDate } from "../../app/content/build-date.ts";
import { site } from "../../app/content/site.ts";
import siteData from "../../app/content/site.json" with { type: "json" };
import { writeCriticalCss } from "../../app/delivery/build/critical-css.ts";

import { writeBuildHostFiles } from "../host/host-config-write.ts";
import { clientDir, compressedDir, manifestFile } from "../host/site-files.ts";
import { backendFromEnv, writeAdmin } from "./admin.ts";
import { protectPages } from "./content-security-policy.ts";
import { dropUnservedFiles } from "./drop-unserved-files.ts";
import { flattenPages } from "./flatten-pages.ts";
import { precompress } from "./precompress.ts";
import { securityTxt } from "./security-txt.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

// The compressed copies of an earlier build go first, so a build that fails leaves none behind.
await rm(compressedDir, { recursive: true, force: true });
// 1. `/projects` is `projects.html`, not `projects/index.html`.
await flattenPages(clientDir);
// 2. No file that no URL answers with.
await dropUnservedFiles(clientDir);
// 3. Each page cut to its critical CSS (app/delivery/README.md), then given the policy that allows
//    exactly its inline scripts by their hashes.
await writeCriticalCss(clientDir).catch((error: Error) => {
  throw new Error(`postbuild: ${error.message}`);
});
const pages = await protectPages(clientDir).catch((error: Error) => {
  throw new Error(`postbuild: ${error.message}`);
});
// 4. The content editor at /admin, with its configuration generated from the content schemas.
await writeAdmin(clientDir, backendFromEnv(), site.name);
// 5. The sitemap and robots.txt from the build's page list.
const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as SiteManifest;
await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(manifest));
await writeFile(join(clientDir, "robots.txt"), robotsTxt());
// 6. Where to report a vulnerability (RFC 9116), from the company's content.
await mkdir(join(clientDir, ".well-known"), { recursive: true });
await writeFile(
  join(clientDir, ".well-known", "security.txt"),
  securityTxt(siteData.en.security, site.baseUrl, buildDate()),
);
// 7. `_headers` and `_redirects` for the hosts that read them.
await writeBuildHostFiles(clientDir);
// 8. Brotli and gzip copies of the text files at the highest levels, beside build/client.
const compressed = await precompress(clientDir, compressedDir);
console.log(
  `postbuild: ${pages} HTML files in ${relative(process.cwd(), clientDir)}, ${compressed.length} files compressed into ${relative(process.cwd(), compressedDir)}`,
);
