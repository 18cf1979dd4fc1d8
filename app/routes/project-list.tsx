import { useTranslations } from "use-intl";

import { ProjectGrid } from "~/components/sections/project-grid";
import { NotFoundState } from "~/components/sections/not-found-state";
import { industryName, projectCard, projectFilters } from "~/content/localize";
import { isIndustryId } from "~/content/industries";
import { project, projectIds } from "~/content/projects";
import { isServiceId, service } from "~/content/services";
import { site } from "~/content/site";
import type { PageHandle } from "~/i18n/intl";
import { localeFromRequest, type Locale } from "~/i18n/locales";
import { paths } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";

import type { Route } from "./+types/project-list";

export const handle: PageHandle = { messages: ["projects"] };

/** What the page shows: every case study, or those of one service or one industry. */
function filterOf(params: Route.LoaderArgs["params"], locale: Locale) {
  const { facet, facetId } = params as { facet?: string; facetId?: string };
  if (facet === undefined) return { kind: "all" as const, ids: projectIds };
  const serviceId = facet === "service" ? facetId : undefined;
  const industryId = facet === "industry" ? facetId : undefined;
  if (serviceId !== undefined) {
    if (!isServiceId(serviceId)) return null;
    return {
      kind: "service" as const,
      id: serviceId,
      name: service(serviceId).title[locale],
      path: paths.projectsByService(locale, serviceId),
      ids: projectIds.filter((id) => project(id).serviceId === serviceId),
    };
  }
  if (industryId !== undefined) {
    if (!isIndustryId(industryId)) return null;
    return {
      kind: "industry" as const,
      id: industryId,
      name: industryName(industryId, locale),
      path: paths.projectsByIndustry(locale, industryId),
      ids: projectIds.filter((id) => project(id).industryId === industryId),
    };
  }
  return null;
}

// /projects, /projects/service/<id> and /projects/industry/<id>: the same list, filtered. An
// unknown id renders "Project not found", answered with status 404 (docs/decisions/002).
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const filter = filterOf(params, locale);
  if (!filter) return { found: false as const };
  const { ids, ...shown } = filter;
  return {
    found: true as const,
    filter: shown.kind === "all" ? null : shown,
    projects: ids.map((id) => projectCard(id, locale)),
    filters: projectFilters(locale),
  };
}

export default function ProjectListPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  if (!loaderData.found) return <NotFoundState messages="projects" />;
  const { filter, projects, filters } = loaderData;
  const crumbs = [{ name: t("breadcrumbs.projects"), path: paths.projects(locale) }];
  return (
    <>
      {filter ? (
        <PageMeta
          title={t("projects.filteredMetaTitle", { name: filter.name, company: site.name })}
          description={t("projects.filteredMetaDescription", {
            name: filter.name,
            company: site.name,
          })}
          // A subset of /projects, which search engines find whole: kept out of their results
          // and out of the sitemap, its links still followed (docs/decisions/054).
          noindex
          breadcrumbs={[...crumbs, { name: filter.name, path: filter.path }]}
        />
      ) : (
        <PageMeta
          title={t("projects.metaTitle", { company: site.name })}
          description={t("projects.metaDescription", { company: site.name })}
          breadcrumbs={crumbs}
        />
      )}
      <ProjectGrid projects={projects} filters={filters} current={filter} />
    </>
  );
}
