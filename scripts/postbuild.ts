// After `react-router build`: give every page the URL it is linked with, and make the 404 files.
//
// React Router writes `/projects` as `projects/index.html`. Hosts then redirect `/projects` to
// `/projects/`, which would make every canonical link a redirect. Writing `projects.html`
// instead lets Netlify, Cloudflare Pages, Vercel (cleanUrls), nginx (try_files $uri.html) and
// `npm start` serve the slash-less URL directly. The `.../404` pages become `.../404.html`, the
// files static hosts answer unknown paths with.
import { readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";

import { clientDir } from "./site-files.ts";

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

const pages = (await readdir(clientDir, { recursive: true })).filter((f) => f.endsWith(".html"));
for (const page of pages) {
  const file = join(clientDir, page);
  await writeFile(file, deferScripts(await readFile(file, "utf8"), page));
}
console.log(`postbuild: ${pages.length} HTML files in ${relative(process.cwd(), clientDir)}`);

function deferScripts(html: string, page: string): string {
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
  return out.replace(moduleScript[0], `<script>${loader}</script>`);
}
