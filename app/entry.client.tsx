import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { loadMessages, MessagesProvider } from "~/i18n/intl";
import { localeFromHtmlLang } from "~/i18n/locales";

// The prerendered page names its language in <html lang>; load only that language's strings,
// then hydrate, so the first client render matches the HTML word for word.
const locale = localeFromHtmlLang(document.documentElement.lang);
const messages = await loadMessages(locale);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <MessagesProvider locale={locale} messages={messages}>
        <HydratedRouter />
      </MessagesProvider>
    </StrictMode>,
  );
});
