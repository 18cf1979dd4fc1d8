import { useEffect } from "react";
import { useTranslations } from "use-intl";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";

import { pageParts, PARTS_ATTRIBUTE } from "./i18n/intl";
import { localeInfo } from "./i18n/locales";
import { useLocale } from "./i18n/use-locale";
import { ScrollAtOnce } from "./lib/scroll-at-once";
import { BeforePaintScripts } from "./loading/before-paint-scripts";
import { InlineSiteIcon, InlineStylesheet } from "./loading/inline-head";
import { useWholeStylesheetLater } from "./loading/later-part";
import { wholeStylesheetBeforeNavigation } from "./loading/site-stylesheet";

import type { Route } from "./+types/root";

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  // The parts of the interface strings this page shows: the browser loads them before hydrating.
  const parts = { [PARTS_ATTRIBUTE]: pageParts(useMatches().map((m) => m.handle)).join(" ") };
  return (
    <html lang={localeInfo[locale].htmlLang} dir="ltr" {...parts}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <BeforePaintScripts />
        <meta name="theme-color" content="#5B4DFF" />
        <InlineStylesheet />
        <InlineSiteIcon />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollAtOnce />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [wholeStylesheetBeforeNavigation];

export default function App() {
  // Marks the document once React has taken over: scripts and tests can tell a hydrated page
  // from prerendered HTML that is still waiting for its JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  useWholeStylesheetLater();
  return <Outlet />;
}

export function ErrorBoundary() {
  const t = useTranslations();
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("notFound.message")}</h1>
      <a href="/" className="mt-6 inline-block text-primary underline">
        {t("notFound.returnHome")}
      </a>
    </main>
  );
}
