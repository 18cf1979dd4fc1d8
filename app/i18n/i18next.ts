import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";

import type { Messages } from "./messages/en";
import type { Locale } from "./locales";

// Each page loads the strings of its own language only: the server (build) passes the one
// bundle it renders, the browser imports the bundle of `<html lang>` before hydrating.
const bundles: Record<Locale, () => Promise<Messages>> = {
  en: () => import("./messages/en").then((m) => m.en),
  zh: () => import("./messages/zh").then((m) => m.zh),
  es: () => import("./messages/es").then((m) => m.es),
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return bundles[locale]();
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
