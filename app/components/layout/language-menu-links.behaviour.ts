// A behaviour of the page module (app/entry.client.tsx), run on every page once it has painted.
import { localeFromHtmlLang } from "~/i18n/locales";
import { rememberLocale } from "~/i18n/remembered-locale";

import { popoverListKeys } from "./popover-list";

/** The id of the footer's list of languages (./language-menu.tsx), which its button opens. */
export const LANGUAGE_MENU_ID = "language-menu";

/** The id of the header's link to the page in the other language (./other-language-link.tsx). */
export const HEADER_LANGUAGE_ID = "other-language";

/** A link followed before the module has run waits for it, so that it is remembered. */
export const held = `#${LANGUAGE_MENU_ID},#${HEADER_LANGUAGE_ID}`;

/**
 * Makes the language links remember, the footer's list and the header's link: a link followed
 * stores its language for the next visit of an English page and keeps the section the visitor was
 * reading (the hash). The arrow keys move between the list's links.
 */
export default function languageMenuLinks(): void {
  const remember = (event: Event) => {
    const link = (event.target as Element).closest("a");
    if (!link) return;
    rememberLocale(localeFromHtmlLang(link.hreflang));
    link.hash = location.hash;
  };
  document.getElementById(HEADER_LANGUAGE_ID)?.addEventListener("click", remember);
  const menu = document.getElementById(LANGUAGE_MENU_ID);
  if (!menu) return;
  menu.addEventListener("click", remember);
  popoverListKeys(menu, [...menu.querySelectorAll("a")]);
}
