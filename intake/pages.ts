// The two pages the intake writes itself, for a visitor without JavaScript: the confirmation of
// a request, with its reference, and a refused request with what to change. In the language of
// the form, in the site's stylesheet, with no script.
import { createHash } from "node:crypto";

import { localeInfo, localizePath, type Locale } from "../app/i18n/locales.ts";

/**
 * The site's pages join by cross-document view transitions; a page that comes from a form post
 * opts in at once, before its stylesheet arrives, or the browser aborts the transition with an
 * error. Allowed by its hash; off under reduced motion, as on every page.
 */
const OPT_IN = "@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}";
const OPT_IN_HASH = `'sha256-${createHash("sha256").update(OPT_IN).digest("base64")}'`;

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** Text as HTML: nothing a visitor wrote can become markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);

let stylesheet: string | undefined;
/** The site's stylesheet, as the build named it (set by the server from a built page). */
export function setStylesheet(href: string | undefined) {
  stylesheet = href;
}

function page(locale: Locale, title: string, body: string): string {
  const { htmlLang, dir } = localeInfo[locale];
  return `<!doctype html>
<html lang="${htmlLang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<style>${OPT_IN}</style>
<title>${escapeHtml(title)}</title>
${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : ""}
</head>
<body class="bg-background text-foreground">
<main class="mx-auto max-w-2xl px-6 py-24">
${body}
</main>
</body>
</html>
`;
}

/** The policy of the intake's pages: the site's stylesheet, nothing else. */
export const intakePagePolicy = `default-src 'none'; style-src 'self' ${OPT_IN_HASH}; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

export function confirmationPage(
  locale: Locale,
  words: {
    title: string;
    /** The sentence, with U+0000 where the reference goes. */
    text: string;
    reference: string;
    next: string;
    hours: string;
    home: string;
  },
): string {
  return page(
    locale,
    words.title,
    `<h1 class="text-3xl font-bold">${escapeHtml(words.title)}</h1>
<p class="mt-6 text-lg" role="status">${words.text
      .split("\u0000")
      .map(escapeHtml)
      .join(`<bdi dir="ltr">${escapeHtml(words.reference)}</bdi>`)}</p>
<p class="mt-4">${escapeHtml(words.next)}<br>${escapeHtml(words.hours)}</p>
<p class="mt-8"><a class="font-medium text-accent underline" href="${localizePath("/", locale)}">${escapeHtml(words.home)}</a></p>`,
  );
}

/** A refused request: what to change, and the way back to the form (its fields kept by Back). */
export function errorPage(locale: Locale, message: string, back: string): string {
  return page(
    locale,
    message,
    `<p class="text-lg" role="alert">${escapeHtml(message)}</p>
<p class="mt-8"><a class="font-medium text-accent underline" href="${localizePath("/", locale)}#contact">${escapeHtml(back)}</a></p>`,
  );
}
