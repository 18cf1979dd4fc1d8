import type { Locale } from "./locales";
import type { Messages } from "./messages/en";

// Every string of one language, for the prerender (pages, feeds): the build renders each page in
// full. The browser loads the parts a page shows instead (app/i18n/intl.tsx).
const bundles = import.meta.glob<Messages>("./messages/*.ts", { import: "default" });

export function loadMessages(locale: Locale): Promise<Messages> {
  const load = bundles[`./messages/${locale}.ts`];
  if (!load) throw new Error(`No messages file for locale "${locale}"`);
  return load();
}
