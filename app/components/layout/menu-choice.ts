/**
 * The classes of a choice in the header's theme list and the footer's language list: a row a
 * finger can hit, with the space of a check before its name (`menu-choice` in app/styles/app.css).
 */
export const MENU_CHOICE = "menu-choice flex min-h-11 items-center rounded-lg ps-2 pe-4 text-sm";
