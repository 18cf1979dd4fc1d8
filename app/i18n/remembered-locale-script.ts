import { scriptCall } from "~/delivery";

import goToRememberedLocale from "./go-to-remembered-locale.ts?inline-script";
import { LOCALE_STORAGE_KEY, localePrefixes } from "./remembered-locale";

/**
 * On English pages, before the first paint: a visitor who chose another language goes to the same
 * page in it before anything English is drawn.
 */
export const rememberedLocaleScript = scriptCall(
  goToRememberedLocale,
  localePrefixes(),
  LOCALE_STORAGE_KEY,
);
