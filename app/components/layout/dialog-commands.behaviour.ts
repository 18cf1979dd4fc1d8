// A behaviour of the page module (app/entry.client.tsx), run on every page once it has painted.

/**
 * A page's dialogs open and close by invoker commands (the phone's menu, ./mobile-menu.tsx); in a
 * browser without them, their buttons call the dialog here. A modal dialog also closes when a
 * link in it is followed (a link to a section of the page shown leaves the page under it) and at
 * a tap beside it.
 */
export default function dialogCommands(): void {
  // Whether the browser runs invoker commands (`commandfor`, `command`) itself.
  const invokerCommands = "command" in HTMLButtonElement.prototype;
  addEventListener("click", (event) => {
    const target = event.target as Element;
    const button = invokerCommands ? null : target.closest?.("button[commandfor]");
    const invoked = button && document.getElementById(button.getAttribute("commandfor") ?? "");
    if (invoked instanceof HTMLDialogElement) {
      if (button?.getAttribute("command") === "show-modal") invoked.showModal();
      else invoked.close();
    }
    const dialog = target.closest?.("dialog");
    // A tap on the backdrop lands on the dialog itself, not on what it holds.
    if (dialog?.matches(":modal") && (target === dialog || target.closest("a[href]"))) {
      dialog.close();
    }
  });
}
