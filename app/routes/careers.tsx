import { useTranslations } from "use-intl";

import { RoleList } from "~/components/sections/role-list";
import { PageHeader } from "~/components/sections/page-header";
import { buildDate } from "~/content/build-date";
import { careersContent } from "~/content/page-content";
import { site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/careers";

export function loader({ context }: Route.LoaderArgs) {
  return careersContent(context.get(pageContext).locale, buildDate());
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
        <RoleList {...loaderData} />
      </div>
    </>
  );
}
