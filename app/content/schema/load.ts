// Reading the content data files at build time: each file checked against its schema, entries in
// the order their `order` field gives, images resolved next to their entry. Runs during the build
// only (route loaders and prerendering); pages receive plain objects.
import { readFileSync } from "node:fs";

import type { z } from "zod";

import type { Picture } from "../types";

import { ContentError, parseFile } from "./fields";

/** `./design/index.json` → `design`; `./roles/designer.json` → `designer`. */
function idOf(globPath: string): string {
  return globPath
    .replace(/\/index\.json$|\.json$/, "")
    .split("/")
    .pop()!;
}

/**
 * Checks every file of a folder collection and returns its entries by id, ordered by `order`
 * (then id). `folder` is the collection's folder from the project root, for messages.
 */
export function loadCollection<File, Entry extends { order: number }>(
  folder: string,
  files: Readonly<Record<string, unknown>>,
  schema: z.ZodType<File>,
  toEntry: (file: File, id: string, path: string) => Entry,
): Record<string, Entry> {
  const errors: string[] = [];
  const entries: [string, Entry][] = [];
  for (const [globPath, data] of Object.entries(files)) {
    const path = `${folder}/${globPath.replace(/^\.\//, "")}`;
    try {
      const id = idOf(globPath);
      entries.push([id, toEntry(parseFile(path, data, schema), id, path)]);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error.message);
    }
  }
  if (errors.length) throw new ContentError(errors.join("\n"));
  entries.sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b));
  return Object.fromEntries(entries);
}

/** The size of an SVG image: the width and height attributes of its root element. */
export function imageSize(source: string): { width: number; height: number } | undefined {
  const svg = /<svg\b[^>]*>/.exec(source)?.[0];
  const width = svg && /\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
  const height = svg && /\sheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : undefined;
}

/**
 * An image next to an entry, as pages show it: its published URL (`urls`, by glob path such as
 * `./design/hero.svg`), its size read from the file and its alt text.
 */
export function picture(
  entryPath: string,
  fieldName: string,
  fileName: string,
  urls: Readonly<Record<string, string>>,
  alt: Picture["alt"],
): Picture {
  const folder = entryPath.slice(0, entryPath.lastIndexOf("/"));
  const id = folder.slice(folder.lastIndexOf("/") + 1);
  const src = urls[`./${id}/${fileName}`];
  if (src === undefined) {
    throw new ContentError(
      `${entryPath}: ${fieldName}: expected an image file named ${fileName} next to this entry`,
    );
  }
  const size = imageSize(readFileSync(`${folder}/${fileName}`, "utf8"));
  if (!size) {
    throw new ContentError(
      `${entryPath}: ${fieldName}: expected an SVG with width and height attributes`,
    );
  }
  return { src, ...size, alt };
}
