import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "vitest";

import { dropUnservedFiles } from "./drop-unserved-files";

test("every page's data goes; pages and feeds stay", async () => {
  const root = await mkdtemp(join(tmpdir(), "unserved-"));
  await mkdir(join(root, "zh/blog"), { recursive: true });
  const files = ["about.data", "about.html", "zh/blog/feed.xml", "zh/blog/feed.xml.data"];
  for (const file of files) await writeFile(join(root, file), "");
  expect((await dropUnservedFiles(root)).sort()).toEqual(["about.data", "zh/blog/feed.xml.data"]);
  expect((await readdir(root, { recursive: true })).sort()).toEqual([
    "about.html",
    "zh",
    "zh/blog",
    "zh/blog/feed.xml",
  ]);
  await rm(root, { recursive: true });
});
