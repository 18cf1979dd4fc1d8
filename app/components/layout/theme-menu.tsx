import { useTranslations } from "use-intl";

import { DrawnIcon } from "~/components/ui/drawn-icon";
import { themeChoices } from "~/theme/choose-theme";
import type { ThemeChoice } from "~/theme/themes";

import { MENU_CHOICE } from "./menu-choice";
import { THEME_MENU_ID } from "./theme-menu-choices.behaviour";

/** The name of each choice in the interface strings. */
const themeLabels = {
  light: "theme.light",
  dark: "theme.dark",
  device: "theme.device",
} as const satisfies Record<ThemeChoice, string>;

/**
 * The header's theme control: a round button and the list of three choices (light, dark, as the
 * device asks) it opens, both in the page's HTML. The button opens the list as a popover, at the
 * first click and with no script; the browser closes it on Escape or a click beside it. A choice is
 * applied by the page's module (./theme-menu-choices.behaviour.ts), which also marks the one chosen
 * and names it in the button's label; the HTML names the device's. With JavaScript off the control
 * is hidden, and the page follows the device.
 */
export function ThemeMenu() {
  const t = useTranslations();
  const label = t("theme.label");
  return (
    <div className="noscript:hidden">
      <button
        type="button"
        popoverTarget={THEME_MENU_ID}
        aria-label={`${label}: ${t("theme.device")}`}
        className="inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted"
      >
        <DrawnIcon name="contrast" className="size-5" />
      </button>
      <div
        id={THEME_MENU_ID}
        popover="auto"
        role="group"
        aria-label={label}
        className="theme-menu flex-col rounded-lg border border-border bg-background p-1 text-foreground open:flex"
      >
        {themeChoices.map((choice) => (
          <button
            key={choice}
            type="button"
            value={choice}
            aria-pressed={choice === "device"}
            className={`${MENU_CHOICE} hover:bg-muted`}
          >
            {t(themeLabels[choice])}
          </button>
        ))}
      </div>
    </div>
  );
}
