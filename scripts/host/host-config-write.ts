// `npm run hosts`: writes the committed host configurations (vercel.json, deploy/nginx.conf)
// from scripts/host/host-config.ts. `writeBuildHostFiles` writes the ones that travel inside the
// build folder (`_headers`, `_redirects`); the build calls it.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { committedHostFiles, headersFile, redirectsFile } from "./host-config.ts";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** `_headers` (Netlify, Cloudflare Pages) and `_redirects` (Netlify) into the build folder. */
export async function writeBuildHostFiles(clientDir: string): Promise<void> {
  await writeFile(join(clientDir, "_headers"), headersFile());
  await writeFile(join(clientDir, "_redirects"), redirectsFile());
}

/** vercel.json and deploy/nginx.conf, as the drift test expects them. */
export async function writeCommittedHostFiles(): Promise<string[]> {
  const files = Object.entries(committedHostFiles());
  for (const [path, text] of files) await writeFile(join(repoRoot, path), text);
  return files.map(([path]) => path);
}

// Run as a script, not when imported by the build.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = await writeCommittedHostFiles();
  console.log(`hosts: wrote ${written.join(", ")}`);
}
