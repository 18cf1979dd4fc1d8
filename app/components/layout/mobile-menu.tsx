import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

import { MobileMenuSheet } from "./mobile-menu-sheet";

/** The phone's menu: a button that opens the site's links and the theme choice in a sheet. */
export function MobileMenu() {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t("nav.openMenu")}</span>
      </button>
      <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
    </>
  );
}
