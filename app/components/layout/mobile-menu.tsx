import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { DrawnIcon } from "~/components/ui/drawn-icon";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

import { NavList } from "./nav-list";

/** The id of the menu's `<dialog>`, which its buttons name (`commandfor`). */
const MOBILE_MENU_ID = "site-menu";

/**
 * The phone's menu: a button and the full-screen `<dialog>` it opens, both in the page's HTML. The
 * button opens it as a modal by an invoker command, at the first tap and with no island; the
 * browser keeps the focus in it, closes it on Escape and gives the focus back to the button
 * (./dialog-commands.behaviour.ts covers browsers without invoker commands). The theme is chosen in
 * the header, at every width.
 */
export function MobileMenu() {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <>
      <button
        type="button"
        commandfor={MOBILE_MENU_ID}
        command="show-modal"
        aria-haspopup="dialog"
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")}
      >
        <DrawnIcon name="menu" className="size-6" />
        <span className="sr-only">{t("nav.openMenu")}</span>
      </button>
      <dialog
        id={MOBILE_MENU_ID}
        aria-label={t("nav.menuTitle")}
        className="size-full max-h-none max-w-none flex-col bg-background text-foreground open:flex motion-safe:animate-sheet-in"
      >
        <div className="flex justify-end p-4">
          <button
            type="button"
            commandfor={MOBILE_MENU_ID}
            command="close"
            className={buttonVariants({ variant: "ghost", size: "icon" })}
          >
            <DrawnIcon name="x" className="size-6" />
            <span className="sr-only">{t("nav.closeMenu")}</span>
          </button>
        </div>
        <nav aria-label={t("nav.label")} className="flex flex-col gap-10 p-4">
          <NavList
            className="flex flex-col gap-1"
            linkClassName="flex min-h-12 items-center rounded-xl px-4 text-2xl font-semibold hover:bg-muted"
          />
          <a href={paths.section(locale, "contact")} className={buttonVariants({ size: "lg" })}>
            {t("nav.startProject")}
          </a>
        </nav>
      </dialog>
    </>
  );
}
