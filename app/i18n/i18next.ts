import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";

import type { Messages } from "./messages/en";
import type { Locale } from "./locales";

// One file per language in ./messages, each its own chunk: a page loads the strings of its own
// language only (the build renders with one bundle, the browser imports the bundle of
// `<html lang>` before hydrating).
const bundles = import.meta.glob<Messages>("./messages/*.ts", { import: "default" });

export function loadMessages(locale: Locale): Promise<Messages> {
  const load = bundles[`./messages/${locale}.ts`];
  if (!load) throw new Error(`No messages file for locale "${locale}"`);
  return load();
}

/** A synchronous i18next instance for one language, ready to render on server and client alike. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: [locale],
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  });
  return instance;
}
