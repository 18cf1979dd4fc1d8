// Building blocks of the content schemas, with messages a non-developer can act on. Each field
// carries its label (`title`) and, where the plain widget is not the right one, the editor
// widget: the CMS configuration is generated from these schemas (app/content/schema/cms.ts).
// `parseFile` checks one file against its schema and reports every problem as a `ContentError`.
import { z } from "zod";

import type { IsoDate } from "../types.ts";

/** A content file that cannot be published: the message names the file, the field and what was expected. */
export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * Checks one content file. Every problem is reported at once, one line each:
 * `<file>: <field>: <what was expected>`.
 */
export function parseFile<T>(file: string, data: unknown, schema: z.ZodType<T>, whole = "file"): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(
    result.error.issues
      .map((issue) => `${file}: ${issue.path.join(".") || whole}: ${issue.message}`)
      .join("\n"),
  );
}

/** What the editor needs to know about a field beyond its type. */
export type FieldMeta = {
  /** The label the editor shows. */
  title: string;
  /** Shown under the field in the editor. */
  description?: string;
  /** `text`: several lines; `image`: a file next to the entry; `relation`: an entry of `collection`. */
  widget?: "text" | "image" | "relation";
  collection?: string;
  /** For a relation: the field of the other collection's entries that names them (default `title`). */
  display?: string;
};

export const field = {
  text: (meta?: FieldMeta) => {
    const schema = z
      .string({ error: "expected a text" })
      .trim()
      .min(1, { error: "expected a text, found an empty one" });
    return meta ? schema.meta(meta) : schema;
  },
  /** A search-result snippet: search engines cut what is longer than 160 characters. */
  snippet: (meta: FieldMeta) =>
    field
      .text()
      .max(160, {
        error: "expected at most 160 characters (search engines cut longer descriptions)",
      })
      .meta({ widget: "text", ...meta }),
  date: (meta?: FieldMeta) => {
    const schema = z.iso.date({ error: "expected a date written YYYY-MM-DD, such as 2026-11-22" });
    return (meta ? schema.meta(meta) : schema) as unknown as z.ZodType<IsoDate>;
  },
  /** An image file in the entry's folder, by file name. */
  image: (meta: FieldMeta) =>
    z
      .string({ error: "expected the file name of an image next to this entry" })
      .regex(/^[\w.-]+\.svg$/i, {
        error: "expected the file name of an SVG image next to this entry, such as hero.svg",
      })
      .meta({ widget: "image", ...meta }),
  /** Paragraphs, one text each. */
  paragraphs: (meta: FieldMeta) =>
    z
      .array(field.text().meta({ title: "Paragraph", widget: "text" }), {
        error: "expected a list of paragraphs",
      })
      .min(1, { error: "expected at least one paragraph" })
      .meta(meta),
  /** Exactly `count` short texts. */
  exactly: (count: number, meta: FieldMeta) =>
    z
      .array(field.text().meta({ title: "Item" }), { error: `expected a list of ${count} texts` })
      .length(count, { error: `expected exactly ${count} items` })
      .meta(meta),
  /** Any number, decimals allowed (a result such as 2.1 or −72). */
  number: (meta: FieldMeta) =>
    z
      .number({ error: "expected a number" })
      .refine(Number.isFinite, { error: "expected a number" })
      .meta(meta),
  /** A range of whole amounts, such as a price: `min` to `max`. */
  range: (meta: FieldMeta, what: { min: FieldMeta; max: FieldMeta }) =>
    z
      .strictObject({
        min: field.integer(1, what.min),
        max: field.integer(1, what.max),
      })
      .refine((r) => r.max >= r.min, {
        error: "expected `max` at least `min`",
        path: ["max"],
      })
      .meta(meta),
  /** A whole number from `min`. */
  integer: (min: number, meta: FieldMeta) =>
    z
      .number({ error: "expected a number" })
      .int({ error: "expected a whole number" })
      .min(min, { error: `expected ${min} or more` })
      .meta(meta),
};
