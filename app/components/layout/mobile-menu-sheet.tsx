import { X } from "lucide-react";
import type { RefObject } from "react";
import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTitle } from "~/components/ui/sheet";
import { ThemeRadios } from "./theme-radios";
import { site } from "~/content/site";
import { paths } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

import { Logo } from "~/components/layout/logo";
import { NavList } from "~/components/layout/nav-list";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

export function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex items-center justify-between px-4 py-4">
          <span className="flex items-center gap-2 text-lg font-bold">
            <Logo />
            {site.name}
          </span>
          <SheetClose className={buttonVariants({ variant: "ghost", size: "icon" })}>
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{t("nav.closeMenu")}</span>
          </SheetClose>
        </div>
        <SheetTitle className="sr-only">{t("nav.menuTitle")}</SheetTitle>
        <nav aria-label={t("nav.label")} className="flex flex-1 flex-col px-4 pb-8">
          <NavList
            className="flex flex-col gap-1"
            linkClassName="flex min-h-14 items-center rounded-xl px-4 text-2xl font-semibold hover:bg-muted"
            onNavigate={close}
          />
          <a
            href={paths.section(locale, "contact")}
            onClick={close}
            className={cn(buttonVariants({ size: "lg" }), "mt-8")}
          >
            {t("nav.startProject")}
          </a>
        </nav>
        <div className="px-4 pb-8">
          <ThemeRadios />
        </div>
      </SheetContent>
    </Sheet>
  );
}
