// Light and dark: the stylesheet's tokens switch on `<html data-theme>`, which
// ./apply-theme.inline.ts sets before the first paint from the visitor's stored choice;
// ./choose-theme.ts changes it.

/** The two themes the stylesheet has (app/styles/app.css). */
export const themes = ["light", "dark"] as const;
export type Theme = (typeof themes)[number];

/** What the visitor can choose: a theme, or whatever their device asks for. */
export type ThemeChoice = Theme | "device";

/** localStorage key of the theme the visitor chose (unset: the device's). */
export const THEME_STORAGE_KEY = "theme";

/** The window's event when the visitor has chosen a theme (./choose-theme.ts). */
export const THEME_EVENT = "themechange";

/**
 * The browser bar's colour in each theme (`<meta name="theme-color">`): the brand in light, the
 * page's own background in dark.
 */
export const THEME_COLORS = { light: "#5B4DFF", dark: "#100E22" } as const satisfies Record<
  Theme,
  string
>;
