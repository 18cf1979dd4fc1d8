import { Menu } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { drawnLater, useEarlyClick, useLoadOnIntent } from "~/delivery";
import { loadDocumentParts } from "~/i18n/intl";

// The sheet (Radix Dialog) is not loaded with the page: it is fetched once the page is idle, or
// on the first sign of intent if that comes first, with the theme choice's strings.
const sheet = drawnLater(() => import("~/components/later/mobile-menu-sheet"), {
  alongside: () => loadDocumentParts(["theme"]),
});

export function MobileMenu() {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const intent = useLoadOnIntent(sheet.load, { whenIdle: sheet.prefetch });
  useEarlyClick("menu", () => {
    setWanted(true);
    setOpen(true);
  });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        data-opens="menu"
        aria-expanded={open}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")}
        {...intent}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t("nav.openMenu")}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <sheet.Component open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
