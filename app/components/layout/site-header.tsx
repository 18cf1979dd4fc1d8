import { useTranslations } from "use-intl";
import { Link } from "react-router";

import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/site";
import { paths } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { useDrawnLater } from "~/delivery";
import { useScrolled } from "~/lib/use-scrolled";

import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavList } from "./nav-list";
import { ThemeSelect } from "./theme-select";

const SCROLLED_THRESHOLD_PX = 10;

export function SiteHeader() {
  const t = useTranslations();
  const locale = useLocale();
  // The compact look is not in the page's HTML: the layer draws it once its rules are in.
  const scrolled = useDrawnLater(useScrolled(SCROLLED_THRESHOLD_PX));

  // Fixed, with a spacer holding its full height: compacting it never moves the page under the
  // reader (a sticky header that shrinks makes the browser re-anchor the scroll and flicker).
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <header
        data-scrolled={scrolled || undefined}
        className={cn(
          "fixed inset-x-0 top-0 z-40 flex items-center border-b transition-[height,background-color,border-color] duration-200 motion-reduce:transition-none",
          scrolled
            ? "h-16 border-border bg-background/80 backdrop-blur-md"
            : "h-20 border-transparent bg-background",
        )}
      >
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to={paths.home(locale)}
            className="flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold"
            aria-label={t("nav.homeLink", { company: site.name })}
          >
            <Logo />
            <span>{site.name}</span>
          </Link>
          <nav aria-label={t("nav.label")} className="hidden md:block">
            <NavList
              className="flex items-center gap-1"
              linkClassName="flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-muted-foreground hover:text-foreground"
            />
          </nav>
          <div className="flex items-center gap-2">
            {/* On phones the theme is chosen in the menu. */}
            <div className="hidden md:flex">
              <ThemeSelect />
            </div>
            <div className="hidden sm:block">
              <Link to={paths.section(locale, "contact")} className={buttonVariants()}>
                {t("nav.startProject")}
              </Link>
            </div>
            <MobileMenu />
          </div>
        </div>
      </header>
    </>
  );
}
