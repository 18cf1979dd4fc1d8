// The configuration of the content editor at /admin (Sveltia CMS), generated from the content
// schemas: every field the editor shows is a field the build checks, with the same name, type and
// required-ness, so the two cannot drift. Written to build/client/admin/config.yml after the
// build (scripts/postbuild/admin.ts).
import { z } from "zod";

import { defaultLocale, locales } from "../../i18n/locales.ts";

import { articleFrontMatter, policyFrontMatter } from "./front-matter.ts";
import type { FieldMeta } from "./fields.ts";
import type { I18nFile } from "./i18n-file.ts";
import {
  hiringProcessFile,
  homeFile,
  howWeWorkFile,
  plannerFile,
  industryFile,
  projectFile,
  roleFile,
  serviceFile,
  siteFile,
  teamMemberFile,
} from "./index.ts";

/** One field of the editor, as Sveltia CMS reads it. */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  i18n?: boolean | "duplicate";
  [option: string]: unknown;
};

type Translation = CmsField["i18n"];

function metaOf(schema: z.ZodType): Partial<FieldMeta> {
  return (z.globalRegistry.get(schema) ?? {}) as Partial<FieldMeta>;
}

/** A schema with its editor metadata, or what it wraps when it is optional. */
function unwrap(schema: z.ZodType): {
  inner: z.ZodType;
  optional: boolean;
  meta: Partial<FieldMeta>;
} {
  const meta = metaOf(schema);
  // A field with a default may be left out of the file, as an optional one may.
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    const inner = schema.unwrap() as z.ZodType;
    return { inner, optional: true, meta: { ...metaOf(inner), ...meta } };
  }
  return { inner: schema, optional: false, meta };
}

/** Sveltia's field for one schema field. */
function cmsField(name: string, schema: z.ZodType, i18n: Translation): CmsField {
  const { inner, optional, meta } = unwrap(schema);
  const base: CmsField = {
    name,
    label: meta.title ?? name,
    widget: "string",
    ...(optional ? { required: false as const } : {}),
    ...(meta.description ? { hint: meta.description } : {}),
    ...(i18n !== undefined ? { i18n } : {}),
  };
  // Limits and formats as the schema library states them in JSON Schema.
  const bag = z.toJSONSchema(inner, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    return {
      ...base,
      widget: "object",
      // A field inside a translated field is translated too, or the editor hides it.
      fields: Object.entries(shape).map(([key, value]) => cmsField(key, value, i18n)),
    };
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const limits = {
      ...(typeof bag.minItems === "number" ? { min: bag.minItems } : {}),
      ...(typeof bag.maxItems === "number" ? { max: bag.maxItems } : {}),
    };
    if (element instanceof z.ZodObject) {
      const shape = element.shape as Record<string, z.ZodType>;
      return {
        ...base,
        widget: "list",
        ...limits,
        fields: Object.entries(shape).map(([key, value]) => cmsField(key, value, i18n)),
      };
    }
    if (element instanceof z.ZodEnum) {
      return { ...base, widget: "select", multiple: true, ...limits, options: element.options };
    }
    return { ...base, widget: "list", ...limits, field: cmsField("item", element, i18n) };
  }
  if (inner instanceof z.ZodEnum) {
    return { ...base, widget: "select", options: inner.options };
  }
  if (inner instanceof z.ZodBoolean) {
    return { ...base, widget: "boolean", default: false };
  }
  if (inner instanceof z.ZodNumber) {
    return {
      ...base,
      widget: "number",
      value_type: bag.type === "integer" ? "int" : "float",
      ...(typeof bag.minimum === "number" ? { min: bag.minimum } : {}),
    };
  }
  if (bag.format === "date") {
    return { ...base, widget: "datetime", type: "date", format: "YYYY-MM-DD" };
  }
  if (meta.widget === "image") {
    // Only what the build accepts: an SVG file uploaded next to the entry, never a URL.
    return {
      ...base,
      widget: "image",
      accept: ".svg,image/svg+xml",
      choose_url: false,
      ...(typeof bag.pattern === "string"
        ? { pattern: [bag.pattern, "An SVG file whose name has no spaces, such as hero.svg"] }
        : {}),
    };
  }
  if (meta.widget === "relation") {
    return {
      ...base,
      widget: "relation",
      collection: meta.collection,
      value_field: "{{slug}}",
      search_fields: [meta.display ?? "title"],
      display_fields: [meta.display ?? "title"],
    };
  }
  const length = typeof bag.maxLength === "number" ? { maxlength: bag.maxLength } : {};
  if (meta.widget === "text") return { ...base, widget: "text", ...length };
  // The editor checks the same formats as the build, before anything is saved.
  if (bag.format === "email") return { ...base, type: "email", ...length };
  if (bag.format === "uri") return { ...base, type: "url", ...length };
  const pattern =
    typeof bag.pattern === "string"
      ? { pattern: [bag.pattern, meta.description ?? `Expected the form ${bag.pattern}`] }
      : {};
  return { ...base, ...length, ...pattern };
}

/** The fields of an entry stored as one file with every language inside. */
function i18nFileFields(file: Pick<I18nFile, "shared" | "translated">): CmsField[] {
  return [
    ...Object.entries(file.shared).map(([name, schema]) =>
      cmsField(name, schema as z.ZodType, false),
    ),
    ...Object.entries(file.translated).map(([name, schema]) =>
      cmsField(name, schema as z.ZodType, true),
    ),
  ];
}

/** The fields of a Markdown file: its front matter, then the body. */
function markdownFields(
  frontMatter: z.ZodObject,
  translated: readonly string[],
  body: string,
): CmsField[] {
  return [
    ...Object.entries(frontMatter.shape as Record<string, z.ZodType>).map(([name, schema]) =>
      cmsField(name, schema, translated.includes(name) ? true : "duplicate"),
    ),
    { name: "body", label: body, widget: "markdown", i18n: true },
  ];
}

/** One entry per folder (`<slug>/index.<ext>`), its images beside it. */
const folderPerEntry = { path: "{{slug}}/index", media_folder: "", public_folder: "" } as const;

/** Entries stored as one JSON file with every language inside. */
const jsonEntries = {
  extension: "json",
  format: "json",
  i18n: { structure: "single_file" },
  create: true,
} as const;

/** Entries stored as one Markdown file per language. */
const markdownEntries = {
  extension: "md",
  format: "frontmatter",
  i18n: { structure: "multiple_files" },
} as const;

export type CmsBackend =
  { name: "github"; repo: string; branch: string; base_url?: string } | { name: "test-repo" };

/** The whole editor configuration. */
export function cmsConfig(backend: CmsBackend) {
  return {
    backend,
    app_title: "Content editor",
    publish_mode: "simple",
    media_folder: "app/content/uploads",
    // An optional field left empty is left out of the file, as the schema expects (not "").
    output: { omit_empty_optional_fields: true },
    // English is required; another language may be left out of an entry while it is not
    // translated (its pages show the English text): a new entry starts in every language, and
    // the editor can switch a language off for one entry.
    i18n: {
      structure: "single_file",
      locales: [...locales],
      default_locale: defaultLocale,
      initial_locales: "all",
    },
    collections: [
      {
        name: "services",
        label: "Services",
        label_singular: "Service",
        folder: "app/content/services",
        ...folderPerEntry,
        ...jsonEntries,
        identifier_field: "title",
        summary: "{{order}}. {{title}}",
        sortable_fields: ["order", "title"],
        fields: i18nFileFields(serviceFile),
      },
      {
        name: "projects",
        label: "Case studies",
        label_singular: "Case study",
        folder: "app/content/projects",
        ...folderPerEntry,
        ...jsonEntries,
        identifier_field: "title",
        summary: "{{order}}. {{title}} · {{client}}, {{year}}",
        sortable_fields: ["order", "title", "year"],
        fields: i18nFileFields(projectFile),
      },
      {
        name: "industries",
        label: "Industries",
        label_singular: "Industry",
        folder: "app/content/industries",
        ...jsonEntries,
        identifier_field: "name",
        summary: "{{order}}. {{name}}",
        sortable_fields: ["order", "name"],
        fields: i18nFileFields(industryFile),
      },
      {
        name: "team",
        label: "Team",
        label_singular: "Team member",
        folder: "app/content/team",
        ...jsonEntries,
        identifier_field: "name",
        summary: "{{order}}. {{name}} · {{role}}",
        sortable_fields: ["order", "name"],
        fields: i18nFileFields(teamMemberFile),
      },
      {
        name: "roles",
        label: "Open roles",
        label_singular: "Role",
        folder: "app/content/careers/roles",
        ...jsonEntries,
        identifier_field: "title",
        summary: "{{title}} · open {{datePosted}} to {{validThrough}}",
        sortable_fields: ["order", "title", "validThrough"],
        fields: i18nFileFields(roleFile),
      },
      {
        name: "articles",
        label: "Insights",
        label_singular: "Article",
        folder: "app/content/articles",
        ...folderPerEntry,
        ...markdownEntries,
        create: true,
        identifier_field: "title",
        summary: "{{date}} · {{title}}",
        sortable_fields: ["date", "title"],
        fields: markdownFields(articleFrontMatter, ["title", "summary", "coverAlt"], "Article"),
      },
      {
        name: "policies",
        label: "Policies",
        label_singular: "Policy",
        folder: "app/content/policies",
        path: "{{slug}}/index",
        ...markdownEntries,
        create: false,
        delete: false,
        identifier_field: "title",
        summary: "{{title}} · updated {{updated}}",
        // The policies' Markdown holds `{{placeholders}}` and `<!-- if intake -->` blocks,
        // which a rich-text editor may rewrite: they are edited as Markdown source.
        fields: markdownFields(policyFrontMatter, ["title", "summary"], "Text").map((f) =>
          f.name === "body" ? { ...f, modes: ["raw"] } : f,
        ),
      },
      {
        name: "company",
        label: "Company",
        // Each translated file opts in; a file's structure follows from its single path.
        i18n: true,
        files: [
          {
            name: "site",
            label: "Company details",
            file: "app/content/site.json",
            i18n: true,
            fields: i18nFileFields(siteFile),
          },
          {
            name: "home",
            label: "Home page: selected work",
            file: "app/content/home.json",
            fields: Object.entries(homeFile.shape).map(([name, schema]) =>
              cmsField(name, schema as z.ZodType, undefined),
            ),
          },
          {
            name: "how-we-work",
            label: "How we work and prices",
            file: "app/content/how-we-work/index.json",
            i18n: true,
            fields: i18nFileFields(howWeWorkFile),
          },
          {
            name: "planner",
            label: "Project planner: ranges and options",
            file: "app/content/planner/index.json",
            i18n: true,
            fields: i18nFileFields(plannerFile),
          },
          {
            name: "hiring",
            label: "Hiring process",
            file: "app/content/careers/hiring-process.json",
            i18n: true,
            fields: i18nFileFields(hiringProcessFile),
          },
        ],
      },
    ],
  };
}
