import { useTranslations } from "use-intl";
import { Outlet } from "react-router";

import BookingButton from "~/islands/booking-button";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { serviceName } from "~/content/localize";
import { serviceIds } from "~/content/services";
import { localeFromRequest } from "~/i18n/locales";

import type { Route } from "./+types/site-layout";

// Runs at build time: the footer's service names reach the page in its own language only.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return {
    footerServices: serviceIds.map((id) => serviceName(id, locale)),
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
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter services={loaderData.footerServices} />
      <BookingButton />
    </>
  );
}
