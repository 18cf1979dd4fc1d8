// One JSON file per entry with every language inside, as the CMS writes it (its `single_file`
// i18n structure): `{ "en": { …every field… }, "ar": { …translated fields… }, … }`, one key per
// language of `locales`. Fields that are not translated (an order, a date, an image file) live in
// the default language only. English is the source and required; another language may be
// missing while it is not translated yet, and then has all its fields or none. Pages read the
// entry with each translated field as a value per language (`Localized`), the English one where
// the language is missing, and `translatedIn` naming the languages the file has.
import { z } from "zod";

import { defaultLocale, locales, type Locale } from "../../i18n/locales.ts";

import type { Localized } from "../types.ts";

type Shape = z.ZodRawShape;

export type I18nEntry<Shared extends Shape, Translated extends Shape> = z.output<
  z.ZodObject<Shared>
> & { readonly [K in keyof Translated]: Localized<z.output<Translated[K]>> } & Translation;

/** The languages an entry is written in; in any other, its texts are the English ones. */
type Translation = { readonly translatedIn: readonly Locale[] };

export type I18nFile<Shared extends Shape = Shape, Translated extends Shape = Shape> = {
  /** Fields stored once, in the default language. */
  shared: Shared;
  /** Fields stored in every language. */
  translated: Translated;
  /** The file as stored. */
  schema: z.ZodType<FileShape<Shared, Translated>>;
  /** The stored file as pages read it. */
  entry: (file: FileShape<Shared, Translated>) => I18nEntry<Shared, Translated>;
};

/** English (`defaultLocale`) with every field; each other language with its texts, or missing. */
type FileShape<Shared extends Shape, Translated extends Shape> = Partial<
  Record<Exclude<Locale, "en">, Record<string, unknown>>
> & {
  en: z.output<z.ZodObject<Shared & Translated>>;
};

export function i18nFile<Shared extends Shape, Translated extends Shape>(
  shared: Shared,
  translated: Translated,
): I18nFile<Shared, Translated> {
  const languages = Object.fromEntries(
    locales.map((locale) => {
      const fields = locale === defaultLocale ? { ...shared, ...translated } : translated;
      const block = z.strictObject(fields, {
        error: (issue) =>
          issue.code === "unrecognized_keys"
            ? `unknown field ${issue.keys.map((k) => `"${k}"`).join(", ")}; expected only ${Object.keys(fields).join(", ")}`
            : `expected the ${locale} texts of this entry`,
      });
      return [locale, locale === defaultLocale ? block : block.optional()];
    }),
  );
  const schema = z.strictObject(languages, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown language ${issue.keys.map((k) => `"${k}"`).join(", ")}; expected ${locales.join(", ")}`
        : "expected an object with one key per language",
  }) as unknown as z.ZodType<FileShape<Shared, Translated>>;
  const entry = (file: FileShape<Shared, Translated>) => {
    const base = file[defaultLocale] as Record<string, unknown>;
    const translatedIn = locales.filter((l) => file[l] !== undefined);
    const out: Record<string, unknown> = { translatedIn };
    for (const key of Object.keys(shared)) if (base[key] !== undefined) out[key] = base[key];
    for (const key of Object.keys(translated)) {
      out[key] = Object.fromEntries(locales.map((l) => [l, (file[l] ?? base)[key]]));
    }
    return out as I18nEntry<Shared, Translated>;
  };
  return { shared, translated, schema, entry };
}
