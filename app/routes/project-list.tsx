import { useTranslations } from "use-intl";

import { ProjectGrid } from "~/components/sections/project-grid";
import { projectCard } from "~/content/localize";
import { projectIds } from "~/content/projects";
import { site } from "~/content/site";
import { pageMessages, type PageHandle } from "~/i18n/intl";
import { localeFromRequest } from "~/i18n/locales";
import { paths } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";

import type { Route } from "./+types/project-list";

export const handle: PageHandle = { messages: ["projects"] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [pageMessages(handle)];

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { projects: projectIds.map((id) => projectCard(id, locale)) };
}

export default function ProjectListPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <>
      <PageMeta
        title={t("projects.metaTitle", { company: site.name })}
        description={t("projects.metaDescription", { company: site.name })}
        breadcrumbs={[{ name: t("breadcrumbs.projects"), path: paths.projects(locale) }]}
      />
      <ProjectGrid projects={loaderData.projects} />
    </>
  );
}
