// The About page: `index.<language>.md`, English required, another language shown in English
// until its file is written. The front matter holds the parts the page lays out (the lead, the
// principles); the body is the story. The steps of the work come from How we work.
import { z } from "zod";

import { defaultLocale, localeFromPathname, locales, type Locale } from "../../i18n/locales";

import type { Untranslated } from "../fallback";
import {
  checkSiteLinks,
  ContentError,
  field,
  linksIn,
  parseContentFile,
  renderMarkdown,
} from "../markdown";

const sources = import.meta.glob<string>("./*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const frontMatter = z.strictObject({
  title: field.text(),
  summary: field.text().max(160, {
    error: "expected at most 160 characters (search engines cut longer descriptions)",
  }),
  intro: field.text(),
  principles: z
    .array(z.strictObject({ title: field.text(), text: field.text() }))
    .min(3, { error: "expected at least three principles" }),
  updated: field.date(),
});

export type About = z.output<typeof frontMatter> & { html: string } & Untranslated;

function loadAbout(locale: Locale): About | undefined {
  const file = `app/content/about/index.${locale}.md`;
  const source = sources[`./index.${locale}.md`];
  if (source === undefined) return undefined;
  const { data, body } = parseContentFile(file, source, frontMatter);
  const { html } = renderMarkdown(file, body);
  checkSiteLinks(file, html, locale, localeFromPathname);
  return { ...data, html };
}

const english = loadAbout(defaultLocale);
if (!english) {
  throw new ContentError(
    `app/content/about/index.${defaultLocale}.md: expected this file: the About page's source text`,
  );
}
const about = Object.fromEntries(locales.map((l) => [l, loadAbout(l)])) as Partial<
  Record<Locale, About>
>;

/** The About page in a language, or the English one with its links in that language. */
export function aboutPage(locale: Locale): About {
  return about[locale] ?? { ...english!, html: linksIn(english!.html, locale), untranslated: true };
}
