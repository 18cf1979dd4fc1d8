import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { documentParts, loadMessageParts, LoadedMessagesProvider } from "~/i18n/intl";
import { localeFromHtmlLang } from "~/i18n/locales";

// The prerendered page names its language in <html lang> and the parts of the strings it shows
// beside it: load only those, then hydrate, so the first client render matches the HTML word for
// word. Pages reached by a link load the parts they add (each route's client middleware).
const locale = localeFromHtmlLang(document.documentElement.lang);
await loadMessageParts(locale, documentParts());

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <LoadedMessagesProvider locale={locale}>
        <HydratedRouter />
      </LoadedMessagesProvider>
    </StrictMode>,
  );
});
