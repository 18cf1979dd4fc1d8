import { useTranslations } from "use-intl";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";

import { pageParts, PARTS_ATTRIBUTE } from "./i18n/intl";
import { localeInfo } from "./i18n/locales";
import { useLocale } from "./i18n/use-locale";
import { DeliveryHead, deliveryMiddleware, useDelivery } from "./delivery";

import type { Route } from "./+types/root";

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  // The parts of the interface strings this page shows: the browser loads them before hydrating.
  const parts = { [PARTS_ATTRIBUTE]: pageParts(useMatches().map((m) => m.handle)).join(" ") };
  return (
    // `data-theme` is the visitor's theme, set before the paint (app/delivery/inline/theme.ts).
    <html
      lang={localeInfo[locale].htmlLang}
      dir={localeInfo[locale].dir}
      {...parts}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <DeliveryHead />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = deliveryMiddleware;

export default function App() {
  useDelivery();
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
