import applyTheme from "./apply-theme.inline";
import { THEME_EVENT, THEME_STORAGE_KEY, themes, type Theme, type ThemeChoice } from "./themes";

/** The choices, in the order the controls list them. */
export const themeChoices = [...themes, "device"] as const satisfies readonly ThemeChoice[];

/** Whether `value` is one of the choices. */
export function isThemeChoice(value: unknown): value is ThemeChoice {
  return themeChoices.includes(value as ThemeChoice);
}

/** The choice the page shows, as the script before the paint (or the last choice) applied it. */
export function shownThemeChoice(): ThemeChoice {
  const chosen = document.documentElement.dataset.theme;
  return chosen === "light" || chosen === "dark" ? chosen : "device";
}

/**
 * Stores the visitor's choice and applies it at once, with the script that ran before the paint,
 * and tells the window (`THEME_EVENT`).
 */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === "device") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be disabled (private modes, policies): the choice then lasts for this page.
  }
  applyTheme(THEME_STORAGE_KEY, themes, choice);
  dispatchEvent(new Event(THEME_EVENT));
}

/** The theme the page shows now: the visitor's choice, or the device's. */
export function currentTheme(): Theme {
  const chosen = shownThemeChoice();
  if (chosen !== "device") return chosen;
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}
