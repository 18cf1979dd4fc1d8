import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";

import { createI18n, loadMessages } from "~/i18n/i18next";
import { localeFromHtmlLang } from "~/i18n/locales";

// The prerendered page names its language in <html lang>; load only that language's strings,
// then hydrate, so the first client render matches the HTML word for word.
const locale = localeFromHtmlLang(document.documentElement.lang);
const i18n = createI18n(locale, await loadMessages(locale));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
