import { paths } from "~/i18n/paths";
import type { Locale } from "~/i18n/locales";

/** The header's links, in order: the desktop bar and the mobile menu both render this list. */
export function navLinks(locale: Locale) {
  return [
    { label: "nav.home", to: paths.home(locale) },
    { label: "nav.services", to: paths.section(locale, "services") },
    { label: "nav.work", to: paths.projects(locale) },
    { label: "nav.contact", to: paths.section(locale, "contact") },
  ] as const;
}
