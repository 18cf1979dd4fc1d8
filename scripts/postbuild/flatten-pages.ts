// React Router writes `/projects` as `projects/index.html`. Hosts then redirect `/projects` to
// `/projects/`, which would make every canonical link a redirect. Writing `projects.html`
// instead lets Netlify, Cloudflare Pages, Vercel, nginx (try_files $uri.html) and `npm start`
// serve the slash-less URL directly. The `.../404` pages become `.../404.html`, the files static
// hosts answer unknown paths with.
import { readdir, rename, rmdir } from "node:fs/promises";
import { join } from "node:path";

/** Renames every `<dir>/index.html` below `root` (the root's own excepted) to `<dir>.html`. */
export async function flattenPages(root: string, dir = root): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "assets")
      await flattenPages(root, join(dir, entry.name));
  }
  if (dir === root) return;
  const entries = await readdir(dir);
  if (!entries.includes("index.html")) return;
  await rename(join(dir, "index.html"), `${dir}.html`);
  if (entries.length === 1) await rmdir(dir);
}
