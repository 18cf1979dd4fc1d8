import siteIcon from "../public/favicon.svg?raw";
import siteCss from "./styles/app.css?inline";
import { useEffect } from "react";
import { useTranslations } from "use-intl";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";

import { pageParts, PARTS_ATTRIBUTE } from "./i18n/intl";
import { defaultLocale, localeInfo, stripLocale } from "./i18n/locales";
import { rememberedLocaleRedirectScript } from "./i18n/remembered-locale";
import { useLocale } from "./i18n/use-locale";
import { svgDataAddress } from "./lib/data-address";
import { earlyClicksScript } from "./lib/early-clicks";
import { homeFromTopScript } from "./lib/home-from-top";
import { ScrollAtOnce } from "./lib/scroll-at-once";
import { useIdlePreload } from "./lib/later-part";
import {
  applyWholeStylesheetOnIntent,
  fetchWholeStylesheet,
  STYLESHEET_ID,
  wholeStylesheet,
} from "./lib/site-stylesheet";

import type { Route } from "./+types/root";

/**
 * The stylesheet, inline in every page: the first paint waits for no request (docs/decisions/018).
 * The prerender writes all of it and the build cuts each page's copy to the rules that page can
 * use (docs/decisions/020); the browser keeps the text the HTML brought, so no script carries the
 * CSS and hydration finds the same element.
 */
function stylesheet(): string {
  if (import.meta.env.SSR) return siteCss;
  return document.getElementById(STYLESHEET_ID)?.innerHTML ?? "";
}

/**
 * The site icon, inline as well: a request for /favicon.svg would start while the page is still
 * being drawn, and a phone would wait one more round trip for it (docs/decisions/021). The file
 * stays for links and structured data. The browser keeps the address the HTML brought.
 */
function iconHref(): string {
  if (import.meta.env.SSR) return svgDataAddress(siteIcon);
  return document.querySelector('link[rel="icon"]')?.getAttribute("href") ?? "/favicon.svg";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const isHome = stripLocale(useLocation().pathname) === "/";
  // The parts of the interface strings this page shows: the browser loads them before hydrating.
  const parts = { [PARTS_ATTRIBUTE]: pageParts(useMatches().map((m) => m.handle)).join(" ") };
  return (
    <html lang={localeInfo[locale].htmlLang} dir="ltr" {...parts}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* These scripts run from the HTML, before hydration, which keeps their elements as they
            are: their text is written at prerender only and stays out of the browser bundle. */}
        {locale === defaultLocale && (
          <script
            dangerouslySetInnerHTML={{
              __html: import.meta.env.SSR ? rememberedLocaleRedirectScript() : "",
            }}
          />
        )}
        {/* In <head>: before the browser can restore a position while the body is parsed. */}
        {isHome && (
          <script
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? homeFromTopScript() : "" }}
          />
        )}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyClicksScript() : "" }}
        />
        <meta name="theme-color" content="#5B4DFF" />
        <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: stylesheet() }} />
        <link rel="icon" href={iconHref()} type="image/svg+xml" />
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

/**
 * Another page is drawn only once the whole stylesheet is applied (app/lib/site-stylesheet.ts):
 * usually it is, since the pointer or focus on the link applied it, and its text was fetched on
 * idle; otherwise it is fetched beside the next page's data. If it cannot be had, the link loads
 * the next page in full.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const styles = wholeStylesheet();
    const result = await next();
    if (!(await styles)) {
      // Without the rules the next page may need (the network failed, or a new release renamed
      // the file), load it as a document instead: its HTML brings them inline.
      window.location.assign(request.url);
      await new Promise(() => {});
    }
    return result;
  },
];

export default function App() {
  // Marks the document once React has taken over: scripts and tests can tell a hydrated page
  // from prerendered HTML that is still waiting for its JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // The whole stylesheet, for what the modules draw beyond the page's HTML: its text once the
  // browser is idle, applied at the visitor's first sign of intent (docs/decisions/041).
  useIdlePreload(fetchWholeStylesheet);
  useEffect(applyWholeStylesheetOnIntent, []);
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
