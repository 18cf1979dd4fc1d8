// After `react-router build`: the steps that turn React Router's output into what every host
// serves. Each step is a file in scripts/build/ with its unit test.
import { readFileSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";

import type { SiteManifest } from "../../app/site-pages.ts";

import { site } from "../../app/content/site.ts";

import { writeBuildHostFiles } from "../host/host-config-write.ts";
import { backendFromEnv, writeAdmin } from "./admin.ts";
import { protectPage } from "./content-security-policy.ts";
import { deferScripts } from "./defer-scripts.ts";
import { dropUnservedFiles } from "./drop-unserved-files.ts";
import { externalData } from "./external-data.ts";
import { flattenPages } from "./flatten-pages.ts";
import { dropPrerenderedBodies } from "./hydration-data.ts";
import { openingPicture } from "./opening-picture.ts";
import { joinScripts } from "./join-scripts.ts";
import { inlineStylesheet, pageStyles, stylesheetFile } from "./page-styles.ts";
import { precompress } from "./precompress.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";
import { clientDir, compressedDir, manifestFile } from "../host/site-files.ts";

// The compressed copies of an earlier build go first, so a build that fails leaves none behind.
await rm(compressedDir, { recursive: true, force: true });
// 1. `/projects` is `projects.html`, not `projects/index.html`.
await flattenPages(clientDir);
// 2. No file that no URL answers with.
await dropUnservedFiles(clientDir);
// 3 to 8. Each page inlines only the style rules its HTML can use and names the whole stylesheet,
// written once as a file; carries its prose body once; carries its opening picture when it still
// fits the first round trip; keeps its hydration data in a file of its own; loads its modules and
// that file after the first paint; runs its neighbouring inline scripts as one; and runs under a
// policy that allows exactly its inline scripts (those it inserts at run time included).
const pages = (await readdir(clientDir, { recursive: true })).filter((f) => f.endsWith(".html"));
const css = inlineStylesheet(await readFile(join(clientDir, pages[0]!), "utf8"));
if (css === undefined) throw new Error(`postbuild: ${pages[0]}: no inline stylesheet`);
const stylesheet = { css, href: `/assets/${stylesheetFile(css)}` };
await writeFile(join(clientDir, stylesheet.href), css);
for (const page of pages) {
  const file = join(clientDir, page);
  try {
    const styled = pageStyles(await readFile(file, "utf8"), stylesheet);
    const served = openingPicture(
      dropPrerenderedBodies(styled).html,
      (src) => readFileSync(join(clientDir, src), "utf8"),
      (ready) => {
        const data = externalData(ready);
        const { html, insertedScripts } = deferScripts(data.html, {
          scripts: data.file ? [`/assets/${data.file.name}`] : [],
        });
        return { html: protectPage(joinScripts(html), insertedScripts), data: data.file };
      },
    );
    if (served.data) await writeFile(join(clientDir, "assets", served.data.name), served.data.text);
    await writeFile(file, served.html);
  } catch (error) {
    throw new Error(`postbuild: ${page}: ${(error as Error).message}`);
  }
}
// 9. The content editor at /admin, with its configuration generated from the content schemas.
await writeAdmin(clientDir, backendFromEnv(), site.name);
// 10. The sitemap and robots.txt from the build's page list.
const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as SiteManifest;
await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(manifest));
await writeFile(join(clientDir, "robots.txt"), robotsTxt());
// 11. `_headers` and `_redirects` for the hosts that read them.
await writeBuildHostFiles(clientDir);
// 12. Brotli and gzip copies of the text files at the highest levels, beside build/client.
const compressed = await precompress(clientDir, compressedDir);
console.log(
  `postbuild: ${pages.length} HTML files in ${relative(process.cwd(), clientDir)}, ${compressed.length} files compressed into ${relative(process.cwd(), compressedDir)}`,
);
