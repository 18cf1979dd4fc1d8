import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useEarlyClick, useIdlePreload } from "~/lib/early-clicks";

import type { navLinks } from "./nav-links";

// The sheet (Radix Dialog) is not loaded with the page: it is fetched once the page is idle, or
// on the first sign of intent if that comes first.
// Once loaded, the sheet renders directly: a lazy component would suspend on first use, and
// React holds a suspended reveal for up to 300 ms.
const importPart = () => import("./mobile-menu-sheet");
let loadedSheet: Awaited<ReturnType<typeof importPart>> | undefined;
const loadSheet = () => importPart().then((m) => (loadedSheet = m));
const LazySheet = lazy(loadSheet);

export function MobileMenu({ links }: { links: ReturnType<typeof navLinks> }) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadSheet();
  useIdlePreload(loadSheet);
  const MobileMenuSheet = loadedSheet?.default ?? LazySheet;
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
