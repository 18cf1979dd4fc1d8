import { useLocation } from "react-router";

import { defaultLocale, stripLocale } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";

import earlyClicks from "../inline/early-clicks.ts?inline-script";
import homeFromTop from "../inline/home-from-top.ts?inline-script";
import rememberedLocale from "../inline/remembered-locale.ts?inline-script";
import applyTheme from "../inline/theme.ts?inline-script";
import { scriptCall } from "../script-call";

import { EARLY_CLICK_GLOBAL } from "./early-clicks";
import { SCROLL_POSITIONS_KEY } from "./home-from-top";
import { LOCALE_STORAGE_KEY, localePrefixes } from "./remembered-locale";
import { THEME_COLORS, THEME_STORAGE_KEY, themes } from "./theme";

/**
 * The scripts that must run before the first paint, inline in the `<head>`: everywhere, the theme
 * the visitor chose (with the browser bar's colour in each theme before it); on English pages, the
 * remembered language (a visitor who chose another goes there before anything English is drawn);
 * on the home page, the start from the top (before a position can be restored); everywhere, the
 * clicks made before hydration. Each is a module of ../inline/ compiled at build time; their text
 * is written at prerender only, so it stays out of the browser's bundle, and hydration keeps the
 * elements as they are. The build allows each by its hash (../steps/content-security-policy.ts).
 */
export function BeforePaintScripts() {
  const locale = useLocale();
  const isHome = stripLocale(useLocation().pathname) === "/";
  // `import.meta.env.SSR ? … : ""` in place, so the browser's bundle drops the scripts' text and
  // the code that writes it.
  return (
    <>
      {themes.map((theme) => (
        <meta
          key={theme}
          name="theme-color"
          media={`(prefers-color-scheme: ${theme})`}
          content={THEME_COLORS[theme]}
        />
      ))}
      <Inline text={import.meta.env.SSR ? scriptCall(applyTheme, THEME_STORAGE_KEY, themes) : ""} />
      {locale === defaultLocale && (
        <Inline
          text={
            import.meta.env.SSR
              ? scriptCall(rememberedLocale, localePrefixes(), LOCALE_STORAGE_KEY)
              : ""
          }
        />
      )}
      {isHome && (
        <Inline text={import.meta.env.SSR ? scriptCall(homeFromTop, SCROLL_POSITIONS_KEY) : ""} />
      )}
      <Inline text={import.meta.env.SSR ? scriptCall(earlyClicks, EARLY_CLICK_GLOBAL) : ""} />
    </>
  );
}

function Inline({ text }: { text: string }) {
  return <script dangerouslySetInnerHTML={{ __html: text }} />;
}
