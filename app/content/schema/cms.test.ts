import { existsSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import { locales } from "~/i18n/locales";

import { cmsConfig, type CmsField } from "./cms";
import { articleFrontMatter, policyFrontMatter } from "./front-matter";
import * as schemas from ".";

// The editor's configuration against the schemas the build checks, read through JSON Schema (the
// schema library's own description of them): every field of one is a field of the other, with the
// same type and required-ness, and a field is translated exactly where the file holds it in every
// language.
type JsonSchema = {
  type?: string;
  format?: string;
  enum?: string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
};

const json = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** The widgets that can hold a value of each JSON Schema type. */
function widgetsFor(schema: JsonSchema): string[] {
  if (schema.enum) return ["select"];
  if (schema.type === "string") {
    return schema.format === "date" ? ["datetime"] : ["string", "text", "image", "relation"];
  }
  if (schema.type === "integer" || schema.type === "number") return ["number"];
  if (schema.type === "boolean") return ["boolean"];
  if (schema.type === "array") return schema.items?.enum ? ["select"] : ["list"];
  if (schema.type === "object") return ["object"];
  return [];
}

/**
 * Compares the editor's fields with an object schema, recursively; returns every mismatch. Inside
 * a field, every sub-field must be translated as its parent is (`parentI18n`), or the editor
 * hides it in the other languages.
 */
function mismatches(
  fields: CmsField[],
  schema: JsonSchema,
  where: string,
  parentI18n?: CmsField["i18n"],
): string[] {
  const problems: string[] = [];
  const properties = schema.properties ?? {};
  const names = fields.map((f) => f.name);
  for (const name of Object.keys(properties)) {
    if (!names.includes(name)) problems.push(`${where}.${name}: in the schema, not in the editor`);
  }
  for (const field of fields) {
    const property = properties[field.name];
    if (!property) {
      problems.push(`${where}.${field.name}: in the editor, not in the schema`);
      continue;
    }
    if (parentI18n !== undefined && field.i18n !== parentI18n) {
      problems.push(
        `${where}.${field.name}: i18n ${String(field.i18n)} inside ${String(parentI18n)}`,
      );
    }
    if (property.type === "string" && !property.format && property.pattern) {
      if ((field.pattern as [string, string] | undefined)?.[0] !== property.pattern) {
        problems.push(
          `${where}.${field.name}: pattern ${String(field.pattern)}, schema ${property.pattern}`,
        );
      }
    }
    if (property.format === "email" && field.type !== "email") {
      problems.push(`${where}.${field.name}: not an email field`);
    }
    if (property.format === "uri" && field.type !== "url") {
      problems.push(`${where}.${field.name}: not a URL field`);
    }
    const required = (schema.required ?? []).includes(field.name);
    if (required !== (field.required !== false)) {
      problems.push(`${where}.${field.name}: required ${required} in the schema`);
    }
    if (!widgetsFor(property).includes(field.widget)) {
      problems.push(
        `${where}.${field.name}: widget ${field.widget} for ${JSON.stringify(property.type)}`,
      );
    }
    if (property.type === "array") {
      if ((field.min ?? undefined) !== property.minItems && !property.items?.enum) {
        problems.push(
          `${where}.${field.name}: min ${String(field.min)}, schema ${property.minItems}`,
        );
      }
      if ((field.max ?? undefined) !== property.maxItems) {
        problems.push(
          `${where}.${field.name}: max ${String(field.max)}, schema ${property.maxItems}`,
        );
      }
      const items = property.items ?? {};
      if (items.type === "object") {
        problems.push(
          ...mismatches(field.fields as CmsField[], items, `${where}.${field.name}[]`, field.i18n),
        );
      } else if (field.widget === "list") {
        const item = field.field as CmsField;
        if (item.i18n !== field.i18n) {
          problems.push(
            `${where}.${field.name}[]: i18n ${String(item.i18n)} inside ${String(field.i18n)}`,
          );
        }
        if (!widgetsFor(items).includes(item.widget)) {
          problems.push(`${where}.${field.name}[]: widget ${item.widget} for ${items.type}`);
        }
      }
    }
    if (property.type === "object") {
      problems.push(
        ...mismatches(field.fields as CmsField[], property, `${where}.${field.name}`, field.i18n),
      );
    }
  }
  return problems;
}

const config = cmsConfig({ name: "test-repo" });
const collection = (name: string) => config.collections.find((c) => c.name === name)!;

/** An entry stored with every language inside: English holds every field, the others the translated ones. */
function checkI18nFile(fields: CmsField[], file: { schema: z.ZodType }, where: string) {
  const languages = json(file.schema).properties!;
  const english = languages.en!;
  const [first, ...others] = locales.filter((l) => l !== "en");
  const translated = Object.keys(languages[first!]!.properties ?? {});
  expect(mismatches(fields, english, where)).toEqual([]);
  expect(fields.filter((f) => f.i18n === true).map((f) => f.name)).toEqual(translated);
  for (const locale of others) {
    expect(Object.keys(languages[locale]!.properties ?? {}), `${where} (${locale})`).toEqual(
      translated,
    );
  }
}

describe("the editor configuration", () => {
  it.each([
    ["services", schemas.serviceFile],
    ["projects", schemas.projectFile],
    ["industries", schemas.industryFile],
    ["team", schemas.teamMemberFile],
    ["roles", schemas.roleFile],
  ] as const)("edits the %s files exactly as the schema checks them", (name, file) => {
    checkI18nFile((collection(name) as { fields: CmsField[] }).fields, file, name);
  });

  it("edits the company files exactly as the schema checks them", () => {
    const files = (collection("company") as { files: { name: string; fields: CmsField[] }[] })
      .files;
    const file = (name: string) => files.find((f) => f.name === name)!.fields;
    checkI18nFile(file("site"), schemas.siteFile, "company.site");
    checkI18nFile(file("hiring"), schemas.hiringProcessFile, "company.hiring");
    checkI18nFile(file("how-we-work"), schemas.howWeWorkFile, "company.how-we-work");
    expect(mismatches(file("home"), json(schemas.homeFile), "company.home")).toEqual([]);
  });

  it.each([
    ["articles", articleFrontMatter, ["title", "summary", "coverAlt", "body"]],
    ["policies", policyFrontMatter, ["title", "summary", "body"]],
  ] as const)(
    "edits the %s front matter as the schema checks it, and the text",
    (name, schema, translated) => {
      const fields = (collection(name) as { fields: CmsField[] }).fields;
      const frontMatter = fields.filter((f) => f.name !== "body");
      expect(mismatches(frontMatter, json(schema), name)).toEqual([]);
      expect(fields.find((f) => f.name === "body")?.widget).toBe("markdown");
      expect(fields.filter((f) => f.i18n === true).map((f) => f.name)).toEqual(translated);
    },
  );

  it("points each collection at the files the site reads", () => {
    const folders = config.collections.flatMap((c) => ("folder" in c ? [c.folder] : []));
    expect(folders).toEqual([
      "app/content/services",
      "app/content/projects",
      "app/content/industries",
      "app/content/team",
      "app/content/careers/roles",
      "app/content/articles",
      "app/content/policies",
    ]);
    for (const folder of folders) expect(existsSync(folder!), folder).toBe(true);
  });

  it("catches a translated list whose items are not translated", () => {
    const fields = (collection("services") as { fields: CmsField[] }).fields.map((f) =>
      f.name === "features" ? { ...f, field: { ...(f.field as CmsField), i18n: false } } : f,
    );
    expect(
      mismatches(fields, json(schemas.serviceFile.schema).properties!.en!, "services"),
    ).toEqual(["services.features[]: i18n false inside true"]);
  });

  it("catches a field the schema does not have", () => {
    const fields = [...(collection("team") as { fields: CmsField[] }).fields];
    fields.push({ name: "nickname", label: "Nickname", widget: "string", i18n: true });
    expect(mismatches(fields, json(schemas.teamMemberFile.schema).properties!.en!, "team")).toEqual(
      ["team.nickname: in the editor, not in the schema"],
    );
  });
});
