import { useTranslations } from "use-intl";

import { NewTabLink } from "~/components/page/new-tab-link";
import { buttonVariants } from "~/components/ui/button";
import { DrawnIcon } from "~/components/ui/drawn-icon";
import { site, whatsAppUrl } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";

import { BookingLink } from "./booking-button";
import { HEADER_BOOKING_ID } from "./booking-intent.behaviour";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavList } from "./nav-list";
import { OtherLanguageLink } from "./other-language-link";
import { ThemeMenu } from "./theme-menu";

/**
 * The header: the home link, the sections, the other language at every width, the theme, on wide
 * screens WhatsApp (where the content sets a number; on phones the contact section has it) and
 * "Book a call" ("Let's Talk!" books the same call at every width), and "Start a Project" but at a
 * tablet's width, where the bar's own Contact link leads to the same form.
 */
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
            {/* At 320 px the name would push the controls out; the link keeps it as its label. */}
            <span className="whitespace-nowrap max-[359px]:sr-only">{site.name}</span>
          </a>
          <nav aria-label={t("nav.label")} className="hidden md:block">
            <NavList
              className="flex items-center gap-1"
              linkClassName="flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-muted-foreground hover:text-foreground"
            />
          </nav>
          <div className="flex items-center gap-1 sm:gap-2">
            <OtherLanguageLink />
            <ThemeMenu />
            {whatsAppUrl && (
              <NewTabLink
                href={whatsAppUrl}
                name="WhatsApp"
                className={`${buttonVariants({ variant: "ghost", size: "icon" })} max-lg:hidden`}
              >
                <DrawnIcon name="message-circle" className="size-5" />
              </NewTabLink>
            )}
            <BookingLink
              id={HEADER_BOOKING_ID}
              label={t("footer.newTab", { name: t("nav.bookCall") })}
              className={`${buttonVariants({ variant: "outline" })} max-xl:hidden`}
            >
              {t("nav.bookCall")}
            </BookingLink>
            <div className="hidden sm:block md:max-lg:hidden">
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
