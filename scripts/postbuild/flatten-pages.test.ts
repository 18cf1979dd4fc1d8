import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterEach, expect, test } from "vitest";

import { flattenPages } from "./flatten-pages";

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

async function tree(files: string[]) {
  root = await mkdtemp(join(tmpdir(), "flatten-"));
  for (const file of files) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), file);
  }
}

test("every page is served from <path>.html, so its slash-less URL needs no redirect", async () => {
  // The layout `react-router build` writes for prerendered paths.
  await tree([
    "index.html",
    "projects/index.html",
    "projects/streamview/index.html",
    "projects.data",
    "zh/index.html",
    "zh/404/index.html",
    "assets/index.html",
  ]);
  await flattenPages(root);
  expect((await readdir(root, { recursive: true })).sort()).toEqual([
    "assets",
    "assets/index.html",
    "index.html",
    "projects",
    "projects.data",
    "projects.html",
    "projects/streamview.html",
    "zh",
    "zh.html",
    "zh/404.html",
  ]);
});
