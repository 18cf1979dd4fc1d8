// Run by the island module (app/entry.client.tsx) on every page, once the page is parsed.

/** The id of the phone's menu, the `<dialog>` its buttons open and close (./mobile-menu.tsx). */
export const MOBILE_MENU_ID = "site-menu";

/**
 * The phone's menu opens and closes by invoker commands (`commandfor`); in a browser without
 * them, its buttons call the dialog here. It also closes when a link in it is followed (a link to
 * a section of the page shown leaves the page under it) and at a tap beside it.
 */
export function mobileMenu(): void {
  const dialog = document.getElementById(MOBILE_MENU_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  if (!("command" in HTMLButtonElement.prototype)) {
    addEventListener("click", (event) => {
      const button = (event.target as Element).closest?.(`button[commandfor="${MOBILE_MENU_ID}"]`);
      if (button?.getAttribute("command") === "show-modal") dialog.showModal();
      else if (button) dialog.close();
    });
  }
  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    // A tap on the backdrop lands on the dialog itself, not on what it holds.
    if (target === dialog || target.closest("a[href]")) dialog.close();
  });
}
