// Run by the island module (app/entry.client.tsx) on every page, once the page has painted.
import { chooseTheme, isThemeChoice, shownThemeChoice } from "~/theme/choose-theme";

/** The id of the header's list of themes (./theme-menu.tsx), which its button opens. */
export const THEME_MENU_ID = "theme-menu";

/**
 * Makes the header's theme list choose: a click on a choice applies it and closes the list (the
 * browser gives the focus back to the button), the arrow keys move between the choices, and the
 * choice shown is marked (`aria-pressed`) and named in the button's label.
 */
export function themeMenuChoices(): void {
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
  menu.addEventListener("keydown", (event) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const at = choices.indexOf(document.activeElement as HTMLButtonElement);
    choices.at((at + step) % choices.length)?.focus();
  });
  // Opened, the list puts the focus on the choice shown, as a select does.
  menu.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open")
      choices.find((c) => c.ariaPressed === "true")?.focus();
  });
}
