// The front matter of the Markdown content (one file per language), shared by the loaders that
// render it and the editor configuration generated from it (cms.ts).
import { z } from "zod";

import { tagIds } from "../articles/tags.ts";

import { field } from "./fields.ts";

export const articleFrontMatter = z.strictObject({
  title: field.text({ title: "Title" }),
  summary: field.snippet({ title: "Summary (also the search result snippet)" }),
  date: field.date({ title: "Published on" }),
  updated: field.date({ title: "Last updated" }),
  author: field.text({ title: "Author", widget: "relation", collection: "team", display: "name" }),
  tags: z
    .array(
      z.enum(tagIds, { error: `expected tags from: ${tagIds.join(", ")}` }).meta({ title: "Tag" }),
    )
    .min(1, { error: "expected at least one tag" })
    .meta({ title: "Tags" }),
  cover: field.image({ title: "Cover image", description: "1200 × 675" }),
  coverAlt: field.text({ title: "Cover image description (alt text)" }),
});

export const policyFrontMatter = z.strictObject({
  title: field.text({ title: "Title" }),
  summary: field.snippet({ title: "Summary (also the search result snippet)" }),
  updated: field.date({ title: "Last updated" }),
});
