// A behaviour of the page module (app/entry.client.tsx), run on every page once it has painted.
import { chooseTheme, isThemeChoice, shownThemeChoice } from "~/theme/choose-theme";

import { popoverListKeys } from "./popover-list";

/** The id of the header's list of themes (./theme-menu.tsx), which its button opens. */
export const THEME_MENU_ID = "theme-menu";

/** A click on a choice before the module has run waits for it (the head's script holds it). */
export const held = `#${THEME_MENU_ID}`;

/**
 * Makes the header's theme list choose: a click on a choice applies it and closes the list (the
 * browser gives the focus back to the button), the arrow keys move between the choices, and the
 * choice shown is marked (`aria-pressed`), named in the button's label and focused when the list
 * opens.
 */
export default function themeMenuChoices(): void {
  const menu = document.getElementById(THEME_MENU_ID);
  if (!menu) return;
  const choices = [...menu.querySelectorAll("button")];
  const button = document.querySelector<HTMLElement>(`[popovertarget="${THEME_MENU_ID}"]`);
  const mark = () => {
    const shown = shownThemeChoice();
    for (const choice of choices) {
      const pressed = choice.value === shown;
      choice.ariaPressed = String(pressed);
      if (pressed && button) button.ariaLabel = `${menu.ariaLabel}: ${choice.textContent}`;
    }
  };
  mark();
  menu.addEventListener("click", (event) => {
    const choice = (event.target as Element).closest("button")?.value;
    if (!isThemeChoice(choice)) return;
    chooseTheme(choice);
    mark();
    menu.hidePopover();
  });
  popoverListKeys(menu, choices, () => choices.find((c) => c.ariaPressed === "true"));
}
