import files from "virtual:message-files";

import type { Locale } from "./locales";
import type { Messages } from "./messages/en";

// Every string of one language, for the prerender (pages, feeds): the build renders each page in
// full. The browser loads only the parts its islands show (app/i18n/message-loading.ts). The files
// are those of the list of languages (app/i18n/locale-files.ts): one missing stops the build,
// naming it.
const bundles: Record<Locale, () => Promise<{ default: Messages }>> = files;

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await bundles[locale]()).default;
}
