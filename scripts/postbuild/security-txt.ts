// `/.well-known/security.txt` (RFC 9116): where a security researcher reports a vulnerability,
// in which languages, and until when the file holds, from the company's content (site.json).
import { localeInfo, locales } from "../../app/i18n/locales.ts";

/** The longest a security.txt should stay valid, as RFC 9116 recommends: a year. */
const MAX_VALID_DAYS = 366;

export type SecurityContact = { contact: string; expires: string };

/**
 * The file's text. Throws, naming the field, when its expiry has passed by `today` or lies more
 * than a year after it: a stale file would send reports nowhere.
 */
export function securityTxt(security: SecurityContact, baseUrl: string, today: string): string {
  const days = (Date.parse(security.expires) - Date.parse(today)) / 86_400_000;
  if (days <= 0)
    throw new Error(
      `app/content/site.json: en.security.expires: expected a date after ${today}, got ${security.expires} (renew it, at most a year ahead)`,
    );
  if (days > MAX_VALID_DAYS)
    throw new Error(
      `app/content/site.json: en.security.expires: expected at most a year after ${today}, got ${security.expires}`,
    );
  return [
    `Contact: mailto:${security.contact}`,
    `Expires: ${security.expires}T00:00:00.000Z`,
    `Preferred-Languages: ${locales.map((l) => localeInfo[l].htmlLang).join(", ")}`,
    `Canonical: ${baseUrl}/.well-known/security.txt`,
    "",
  ].join("\n");
}
