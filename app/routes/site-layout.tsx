import { useTranslations } from "use-intl";
import { Outlet } from "react-router";

import { BookingButton } from "~/components/layout/booking-button";
import { TranslationNotice } from "~/components/page/untranslated";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { serviceName } from "~/content/localize";
import { serviceIds } from "~/content/services";
import { localeFromRequest, pagePath } from "~/i18n/locales";
import { pageStatus } from "~/site-pages";

import type { Route } from "./+types/site-layout";

// Runs at build time: the footer's service names reach the page in its own language only, and
// the page's entry in the page list says what its head and its language links name. A not-found
// state is no page of the list.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return {
    footerServices: serviceIds.map((id) => serviceName(id, locale)),
    page: pageStatus(pagePath(new URL(request.url).pathname)),
  };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader languages={loaderData.page?.languages} />
      <main id="main" tabIndex={-1} className="outline-none">
        {loaderData.page?.untranslated && <TranslationNotice />}
        <Outlet />
      </main>
      <SiteFooter services={loaderData.footerServices} languages={loaderData.page?.languages} />
      <BookingButton />
    </>
  );
}
