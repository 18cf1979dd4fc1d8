import { useTranslations } from "use-intl";

import { ProjectGrid } from "~/components/sections/project-grid";
import { NotFoundState } from "~/components/sections/not-found-state";
import { projectsContent } from "~/content/page-content";
import { site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/project-list";

// /projects, /projects/service/<id> and /projects/industry/<id>: the same list, filtered. An
// unknown id renders "Project not found", answered with status 404 (docs/decisions/076).
export function loader({ context, params }: Route.LoaderArgs) {
  return projectsContent(context.get(pageContext).locale, params);
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
          breadcrumbs={[
            ...crumbs,
            {
              name: filter.name,
              path:
                filter.kind === "service"
                  ? paths.projectsByService(locale, filter.id)
                  : paths.projectsByIndustry(locale, filter.id),
            },
          ]}
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
