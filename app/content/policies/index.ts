// The legal pages: `<id>/index.<language>.md`, one file per policy and language, English
// required, another language shown in English until its file is written. Texts use
// `{{placeholders}}` for the company's details (filled from `site.ts`) and an
// `<!-- if intake -->` block for what changes when the site's own intake takes the requests.
import { defaultLocale, localeFromPathname, locales, type Locale } from "../../i18n/locales";

import type { Untranslated } from "../fallback";
import {
  checkSiteLinks,
  chooseBranches,
  ContentError,
  fillPlaceholders,
  linksIn,
  parseContentFile,
  renderMarkdown,
} from "../markdown";
import { policyFrontMatter } from "../schema/front-matter";
import { officeAddress } from "../office-address";
import { site } from "../site";

import { policyIds, type PolicyId } from "./ids";

export { policyIds, type PolicyId };

const sources = import.meta.glob<string>("./*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const frontMatter = policyFrontMatter;

export type Policy = {
  id: PolicyId;
  title: string;
  summary: string;
  updated: string;
  html: string;
} & Untranslated;

function placeholders(locale: Locale): Record<string, string> {
  return {
    company: site.name,
    email: site.email,
    phone: site.phone.display,
    address: officeAddress(locale),
    requestsKeptDays: String(site.requestsKeptDays),
  };
}

function loadPolicy(id: PolicyId, locale: Locale): Policy | undefined {
  const file = `app/content/policies/${id}/index.${locale}.md`;
  const source = sources[`./${id}/index.${locale}.md`];
  if (source === undefined) {
    if (locale !== defaultLocale) return undefined;
    throw new ContentError(`${file}: expected this file: the policy's source text`);
  }
  const { data, body } = parseContentFile(file, source, frontMatter);
  // Where the site's own intake runs (every build but a static-only one), the forms post to it.
  const text = chooseBranches(file, body, { intake: import.meta.env.INTAKE !== "off" });
  const { html } = renderMarkdown(file, fillPlaceholders(file, text, placeholders(locale)));
  checkSiteLinks(file, html, locale, localeFromPathname);
  return { id, ...data, html };
}

const policies = Object.fromEntries(
  policyIds.map((id) => [id, Object.fromEntries(locales.map((l) => [l, loadPolicy(id, l)]))]),
) as Record<PolicyId, Partial<Record<Locale, Policy>>>;

/** A policy in a language, or the English one with its links in that language. */
export function policy(id: PolicyId, locale: Locale): Policy {
  const english = policies[id][defaultLocale]!;
  return (
    policies[id][locale] ?? { ...english, html: linksIn(english.html, locale), untranslated: true }
  );
}
