// Reading the content data files at build time: each file checked against its schema, entries in
// the order their `order` field gives, images resolved next to their entry. Runs during the build
// only (route loaders and prerendering); pages receive plain objects.
import { readFileSync } from "node:fs";

import type { z } from "zod";

import type { Picture } from "../types";

import { ContentError, parseFile } from "./fields";
import type { I18nEntry, I18nFile } from "./i18n-file";

/** A glob path to an id: `./<id>/index.json` → `<id>`; `./roles/<id>.json` → `<id>`. */
function idOf(globPath: string): string {
  return globPath
    .replace(/\/index\.json$|\.json$/, "")
    .split("/")
    .pop()!;
}

/**
 * Checks every file of a folder collection and returns its entries by id, ordered by `order`
 * (then id). `folder` is the collection's folder from the project root, for messages; `toEntry`
 * turns an entry as its file holds it into what pages read, where the two differ.
 */
export function loadCollection<
  Shared extends z.ZodRawShape,
  Translated extends z.ZodRawShape,
  Entry extends { order: number } = I18nEntry<Shared, Translated> & { order: number },
>(
  folder: string,
  files: Readonly<Record<string, unknown>>,
  file: I18nFile<Shared, Translated>,
  toEntry: (entry: I18nEntry<Shared, Translated>, path: string) => Entry = (entry) =>
    entry as Entry,
): Readonly<Record<string, Entry>> {
  const errors: string[] = [];
  const entries: [string, Entry][] = [];
  for (const [globPath, data] of Object.entries(files)) {
    const path = `${folder}/${globPath.replace(/^\.\//, "")}`;
    try {
      entries.push([idOf(globPath), toEntry(file.entry(parseFile(path, data, file.schema)), path)]);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error.message);
    }
  }
  if (errors.length) throw new ContentError(errors.join("\n"));
  entries.sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b));
  return Object.fromEntries(entries);
}

/**
 * What pages ask of a collection: its ids in order, whether an id (from a URL) is one of them,
 * and an entry by id, where an unknown id is a bug in the caller. `kind` names an entry in that
 * error: `No case study "x"`.
 */
export function entriesById<Entry>(entries: Readonly<Record<string, Entry>>, kind: string) {
  return {
    ids: Object.keys(entries) as readonly string[],
    has: (id: string | undefined): id is string => id !== undefined && Object.hasOwn(entries, id),
    get: (id: string): Entry => {
      const found = entries[id];
      if (!found) throw new Error(`No ${kind} "${id}"`);
      return found;
    },
  };
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
 * `./<id>/hero.svg`), its size read from the file and its alt text.
 */
export function picture(
  entryPath: string,
  fieldName: string,
  fileName: string,
  urls: Readonly<Record<string, string>>,
  alt: Picture["alt"],
): Picture {
  return { ...imageFile(entryPath, fieldName, fileName, urls), alt };
}

/** An SVG next to an entry: its address in the build and its size. */
export function imageFile(
  entryPath: string,
  fieldName: string,
  fileName: string,
  urls: Readonly<Record<string, string>>,
): Omit<Picture, "alt"> {
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
  return { src, ...size };
}
