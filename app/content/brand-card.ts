// What the brand card of each language says: the company's name, and the line the site describes
// it with (`meta.ogImageAlt`, which is also the card's alt text). Drawn by `npm run cards`.
import type { Locale } from "../i18n/locales.ts";
import ar from "../i18n/messages/ar.ts";
import en from "../i18n/messages/en.ts";
import es from "../i18n/messages/es.ts";
import zh from "../i18n/messages/zh.ts";

import { site } from "./site.ts";

const messages = { en, ar, zh, es } as const;

/** The card's text as one line (the alt text), and its two parts as drawn. */
export function brandCardText(locale: Locale) {
  const text = messages[locale].meta.ogImageAlt.replace("{company}", site.name);
  const tagline = text.replace(site.name, "").replace(/^[:：]\s*/, "");
  return { text, name: site.name, tagline };
}
