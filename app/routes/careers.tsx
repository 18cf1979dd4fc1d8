import { Suspense } from "react";
import { useTranslations } from "use-intl";

import { PageHeader } from "~/components/sections/page-header";
import { buildDate } from "~/content/build-date";
import { openRoles, roles } from "~/content/careers";
import { roleCard } from "~/content/localize";
import { site } from "~/content/site";
import { pageMessages, type PageHandle } from "~/i18n/intl";
import { localeFromRequest } from "~/i18n/locales";
import { paths } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { applicationMailto } from "~/mail/mailto";
import { hydratedLater, loadedFirst, whenIdle } from "~/delivery";
import { PageMeta } from "~/lib/meta";

import type { Route } from "./+types/careers";

// The page's body hydrates from its own file once the browser is idle: React keeps the
// prerendered markup until then, and its links work as plain links. A visit by link waits for it.
const list = hydratedLater(() => import("~/components/sections/role-list"), { when: whenIdle });

export const handle: PageHandle = { messages: ["careers"] };
export const clientMiddleware = [pageMessages(handle), loadedFirst(list)];

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const { open, closed } = openRoles(roles, buildDate());
  return {
    roles: open.map((id) => roleCard(id, locale)),
    closed,
    openApplicationHref: applicationMailto(site.email, null),
  };
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <>
      <PageMeta
        title={t("careers.metaTitle", { company: site.name })}
        description={t("careers.metaDescription", { company: site.name })}
        breadcrumbs={[{ name: t("breadcrumbs.careers"), path: paths.careers(locale) }]}
      />
      <PageHeader chip={t("careers.chip")} title={t("careers.title")} intro={t("careers.intro")}>
        <p className="mt-4 font-medium">{t("role.replyPromise")}</p>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <Suspense>
          <list.Component {...loaderData} />
        </Suspense>
      </div>
    </>
  );
}
