import { scriptCall } from "~/delivery";

import applyTheme from "./apply-theme.inline.ts?inline-script";
import { THEME_COLORS, THEME_STORAGE_KEY, themes } from "./themes";

/**
 * The browser bar's colour in each theme, in the head before the script that reads them
 * (`themeScript`). Without a choice, or without JavaScript, the page follows the device through
 * CSS alone.
 */
export function ThemeColors() {
  return themes.map((theme) => (
    <meta
      key={theme}
      name="theme-color"
      media={`(prefers-color-scheme: ${theme})`}
      content={THEME_COLORS[theme]}
    />
  ));
}

/** Applies the visitor's stored choice before the first paint, after `ThemeColors`. */
export const themeScript = scriptCall(applyTheme, THEME_STORAGE_KEY, themes);
