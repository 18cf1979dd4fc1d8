import { scriptCall } from "~/delivery";

import goToRememberedLocale from "~/i18n/go-to-remembered-locale.inline.ts?inline-script";
import { LOCALE_STORAGE_KEY, localePrefixes } from "~/i18n/remembered-locale";

/**
 * On English pages, before the first paint: a visitor who chose another language goes to the same
 * page in it before anything English is drawn.
 */
export const rememberedLocaleScript = scriptCall(
  goToRememberedLocale,
  localePrefixes(),
  LOCALE_STORAGE_KEY,
);
