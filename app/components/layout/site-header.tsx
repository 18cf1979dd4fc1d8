import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/site";
import { paths } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";

import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavList } from "./nav-list";
import { ThemeMenu } from "./theme-menu";

export function SiteHeader() {
  const t = useTranslations();
  const locale = useLocale();
  // Fixed, with a spacer holding its full height: compacting it never moves the page under the
  // reader (a sticky header that shrinks makes the browser re-anchor the scroll and flicker). It
  // compacts as the page scrolls, in CSS alone (`header-compact`, app/styles/app.css).
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <header className="fixed inset-x-0 top-0 z-40 flex h-20 header-compact items-center border-b border-transparent bg-background">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <a
            href={paths.home(locale)}
            className="flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold"
            aria-label={t("nav.homeLink", { company: site.name })}
          >
            <Logo />
            <span>{site.name}</span>
          </a>
          <nav aria-label={t("nav.label")} className="hidden md:block">
            <NavList
              className="flex items-center gap-1"
              linkClassName="flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-muted-foreground hover:text-foreground"
            />
          </nav>
          <div className="flex items-center gap-2">
            <ThemeMenu />
            <div className="hidden sm:block">
              <a href={paths.section(locale, "contact")} className={buttonVariants()}>
                {t("nav.startProject")}
              </a>
            </div>
            <MobileMenu />
          </div>
        </div>
      </header>
    </>
  );
}
