// What the brand card of each language says: the company's name, and the line the site describes
// it with (`meta.ogImageAlt`, which is also the card's alt text). Drawn by `npm run cards`.
import { messagesFile } from "../i18n/locale-files.ts";
import { locales, type Locale } from "../i18n/locales.ts";
import type { Messages } from "../i18n/messages/en.ts";

import { site } from "./site.ts";

/** Each language's messages, from its file (app/i18n/locale-files.ts). */
const messages = Object.fromEntries(
  await Promise.all(
    locales.map(async (l) => {
      const file = (await import(messagesFile(l).href)) as { default: Messages };
      return [l, file.default] as const;
    }),
  ),
) as Record<Locale, Messages>;

/** The card's text as one line (the alt text), and its two parts as drawn. */
export function brandCardText(locale: Locale) {
  const text = messages[locale].meta.ogImageAlt.replace("{company}", site.name);
  const tagline = text.replace(site.name, "").replace(/^[:：]\s*/, "");
  return { text, name: site.name, tagline };
}
