import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, expect, test } from "vitest";

import { minimumBytes, precompress } from "./precompress";

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

test("text files get Brotli and gzip copies that decode to the same bytes; images and tiny files do not", async () => {
  root = await mkdtemp(join(tmpdir(), "precompress-"));
  const from = join(root, "client");
  const to = join(root, "compressed");
  const page = `<!doctype html><p>${"Hola, 你好. ".repeat(400)}</p>`;
  const files: Record<string, string> = {
    "index.html": page,
    "assets/app-1a2b.js": `export const x = ${JSON.stringify(page)};`,
    "zh/blog/feed.xml": `<rss>${page}</rss>`,
    "og-image.png": page,
    "robots.txt": "User-agent: *",
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(from, file)), { recursive: true });
    await writeFile(join(from, file), text);
  }

  const written = await precompress(from, to);

  expect(written.sort()).toEqual(["assets/app-1a2b.js", "index.html", "zh/blog/feed.xml"]);
  for (const file of written) {
    const original = await readFile(join(from, file));
    const br = await readFile(join(to, `${file}.br`));
    const gz = await readFile(join(to, `${file}.gz`));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
  }
  expect(files["robots.txt"]!.length).toBeLessThan(minimumBytes);
  // Nothing is added to the published folder.
  expect((await readdir(from, { recursive: true })).filter((f) => /\.(br|gz)$/.test(f))).toEqual(
    [],
  );
});
