// After `react-router build`: give every page the URL it is linked with, and make the 404 files.
//
// React Router writes `/projects` as `projects/index.html`. Hosts then redirect `/projects` to
// `/projects/`, which would make every canonical link a redirect. Writing `projects.html`
// instead lets Netlify, Cloudflare Pages, Vercel (cleanUrls), nginx (try_files $uri.html) and
// `npm start` serve the slash-less URL directly. The `.../404` pages become `.../404.html`, the
// files static hosts answer unknown paths with.
import { readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";

import { site } from "../app/content/site.ts";
import { localeInfo, localizePath, stripLocale } from "../app/i18n/locales.ts";
import type { SiteManifest } from "../app/site-pages.ts";

import { inlineScripts, pagePolicy, sha256, withPolicy } from "./csp.ts";
import { securityHeaders } from "./headers.ts";
import { clientDir, localePrefixes, manifestFile, notFoundSections } from "./site-files.ts";

async function flatten(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "assets") await flatten(join(dir, entry.name));
  }
  if (dir === clientDir) return;
  const entries = await readdir(dir);
  if (!entries.includes("index.html")) return;
  await rename(join(dir, "index.html"), `${dir}.html`);
  if (entries.length === 1) await rmdir(dir);
}

await flatten(clientDir);
// Every path is prerendered and unknown paths get a 404 page, so the SPA shell is never served.
await rm(join(clientDir, "__spa-fallback.html"), { force: true });
// The feeds are prerendered resource routes; their `.data` twins are never requested.
for (const file of await readdir(clientDir, { recursive: true })) {
  if (file.endsWith(".xml.data")) await rm(join(clientDir, file));
}

const pages = (await readdir(clientDir, { recursive: true })).filter((f) => f.endsWith(".html"));
for (const page of pages) {
  const file = join(clientDir, page);
  const { html, insertedScripts } = deferScripts(await readFile(file, "utf8"), page);
  const hashes = [...inlineScripts(html), ...insertedScripts].map(sha256);
  await writeFile(file, withPolicy(html, pagePolicy(hashes)));
}
await writeSitemap();
await writeHostConfig();
console.log(`postbuild: ${pages.length} HTML files in ${relative(process.cwd(), clientDir)}`);

/** The page with its modules loaded after the first paint, and the inline script it inserts then. */
function deferScripts(html: string, page: string): { html: string; insertedScripts: string[] } {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g)];
  const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!moduleScript || preloads.length === 0)
    throw new Error(`postbuild: no module script in ${page}`);
  const hrefs = preloads.map((m) => m[1]);
  const loader =
    `requestAnimationFrame(()=>setTimeout(()=>{` +
    `for(const h of ${JSON.stringify(hrefs)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}` +
    `const s=document.createElement("script");s.type="module";s.textContent=${JSON.stringify(moduleScript[1]).replaceAll("<", "\\u003c")};document.body.append(s)}))`;
  let out = html;
  for (const m of preloads) out = out.replace(m[0], "");
  return {
    html: out.replace(moduleScript[0], `<script>${loader}</script>`),
    insertedScripts: [moduleScript[1]!],
  };
}

/** sitemap.xml from the build's page list: every page, its hreflang alternates and lastmod. */
async function writeSitemap() {
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as SiteManifest;
  const url = (path: string) => `${site.baseUrl}${path === "/" ? "/" : path}`;
  const entries = manifest.pages.map((page) => {
    const base = stripLocale(page.path);
    const xDefault = page.alternates.includes("en") ? "en" : page.alternates[0]!;
    const alternates = [
      ...page.alternates.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${localeInfo[l].htmlLang}" href="${url(localizePath(base, l))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(localizePath(base, xDefault))}"/>`,
    ];
    return `  <url>\n    <loc>${url(page.path)}</loc>\n    <lastmod>${page.lastmod}</lastmod>\n${alternates.join("\n")}\n  </url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  await writeFile(join(clientDir, "sitemap.xml"), xml);
  await writeFile(
    join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`,
  );
}

/**
 * `_headers` (Netlify, Cloudflare Pages) and `_redirects` (Netlify) in the build folder, from the
 * same header table `npm start` uses. HTML keeps the hosts' default revalidation; only the
 * fingerprinted assets get a long cache (two rules setting Cache-Control would be merged).
 */
async function writeHostConfig() {
  const headerLines = Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`);
  await writeFile(
    join(clientDir, "_headers"),
    [
      "/*",
      ...headerLines,
      "",
      "/assets/*",
      "  Cache-Control: public, max-age=31536000, immutable",
      "",
    ].join("\n"),
  );
  const notFound = [...localePrefixes.map((p) => `/${p}/`), "/"].flatMap((base) => [
    ...notFoundSections.map((section) => `${base}${section}/*  ${base}${section}/404.html  404`),
    `${base}*  ${base}404.html  404`,
  ]);
  await writeFile(join(clientDir, "_redirects"), `${notFound.join("\n")}\n`);
}
