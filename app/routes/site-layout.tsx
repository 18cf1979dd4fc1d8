import { useTranslations } from "use-intl";
import { Outlet } from "react-router";

import { BookingButton } from "~/components/layout/booking-button";
import { TranslationNotice } from "~/components/page/untranslated";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { serviceName } from "~/content/localize";
import { serviceIds } from "~/content/services";
import { PageHereProvider } from "~/lib/page-here";
import { pageAt, pageContext } from "~/site-pages";

import type { Route } from "./+types/site-layout";

// Runs at build time. The page the prerender asks for is looked up in the page list once, here,
// and every page's loader reads it from the context: its language, its path, its entry.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => void context.set(pageContext, pageAt(request.url)),
];

// The footer's service names reach the page in its own language only; the page's place in the
// list reaches the header, the footer and the head (a not-found state is no page of the list).
export function loader({ context }: Route.LoaderArgs) {
  const here = context.get(pageContext);
  return {
    footerServices: serviceIds.map((id) => serviceName(id, here.locale)),
    here,
  };
}

export default function SiteLayout({ loaderData: { footerServices, here } }: Route.ComponentProps) {
  const t = useTranslations();
  return (
    <PageHereProvider here={here}>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {here.status?.untranslated && <TranslationNotice />}
        <Outlet />
      </main>
      <SiteFooter services={footerServices} />
      <BookingButton />
    </PageHereProvider>
  );
}
