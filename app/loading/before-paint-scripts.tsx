import { useLocation } from "react-router";

import { defaultLocale, stripLocale } from "~/i18n/locales";
import { rememberedLocaleRedirectScript } from "~/i18n/remembered-locale";
import { useLocale } from "~/i18n/use-locale";
import { homeFromTopScript } from "~/lib/home-from-top";

import { earlyClicksScript } from "./early-clicks";

/**
 * The scripts that must run before the first paint, inline in the `<head>`: on English pages, the
 * remembered language (a visitor who chose another goes there before anything English is drawn);
 * on the home page, the start from the top (before a position can be restored); everywhere, the
 * clicks made before hydration (early-clicks.ts). Their text is written at prerender only, so it
 * stays out of the browser's bundle, and hydration keeps the elements as they are. The build
 * allows each by its hash (scripts/build/content-security-policy.ts).
 */
export function BeforePaintScripts() {
  const locale = useLocale();
  const isHome = stripLocale(useLocation().pathname) === "/";
  // `import.meta.env.SSR ? … : ""` in place, so the browser's bundle drops the scripts' text.
  return (
    <>
      {locale === defaultLocale && (
        <script
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? rememberedLocaleRedirectScript() : "",
          }}
        />
      )}
      {isHome && (
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? homeFromTopScript() : "" }}
        />
      )}
      <script
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyClicksScript() : "" }}
      />
    </>
  );
}
