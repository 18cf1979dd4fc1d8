import { useTranslations } from "use-intl";
import { Links, Meta, Outlet, useMatches, useRouteLoaderData } from "react-router";

import { PageEnd, wholePageFirstScript } from "./components/layout/page-end";
import { rememberedLocaleScript } from "./components/layout/remembered-locale-script";
import { DocumentHead, type HeadScriptsHandle } from "./delivery";
import { defaultLocale, localeInfo } from "./i18n/locales";
import { useLocale } from "./i18n/use-locale";
import { moduleControls } from "./module-controls.server";
import { ThemeColors, themeScript } from "./theme/theme-script";

export function loader() {
  return { moduleControls };
}

// Every page is prerendered HTML and ships no router: links are document loads, and only the
// islands (`*.island.tsx`, app/delivery/README.md) run in the browser.
export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const controls = useRouteLoaderData<typeof loader>("root")?.moduleControls ?? [];
  const handles = useMatches().map((m) => m.handle);
  return (
    // `data-theme` is the visitor's theme, set before the paint (app/theme/apply-theme.inline.ts).
    <html lang={localeInfo[locale].htmlLang} dir={localeInfo[locale].dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ThemeColors />
        <DocumentHead
          scripts={[
            locale === defaultLocale && rememberedLocaleScript,
            themeScript,
            wholePageFirstScript,
            ...handles.flatMap((h) => (h as HeadScriptsHandle | undefined)?.headScripts ?? []),
          ]}
          moduleControls={controls}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <PageEnd />
      </body>
    </html>
  );
}

export default function App() {
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
