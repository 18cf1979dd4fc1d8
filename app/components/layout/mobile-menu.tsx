import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

import type { navLinks } from "./nav-links";

// The sheet (Radix Dialog) is fetched on the first sign of intent, not with the page.
const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(loadSheet);

export function MobileMenu({ links }: { links: ReturnType<typeof navLinks> }) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadSheet();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
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
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            links={links}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
