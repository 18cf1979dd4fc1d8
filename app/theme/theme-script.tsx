import { InlineScript } from "~/delivery";

import applyTheme from "./apply-theme.ts?inline-script";
import { THEME_COLORS, THEME_STORAGE_KEY, themes } from "./themes";

/**
 * The browser bar's colour in each theme, then the script that applies the visitor's stored
 * choice before the first paint. Without a choice, or without JavaScript, the page follows the
 * device through CSS alone.
 */
export function ThemeScript() {
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
      <InlineScript code={applyTheme} args={[THEME_STORAGE_KEY, themes]} />
    </>
  );
}
