import { useTranslations } from "use-intl";

import { ProjectStory } from "~/components/sections/project-story";
import { NotFoundState } from "~/components/sections/not-found-state";
import { projectContent } from "~/content/page-content";
import { site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";
import { caseStudy } from "~/lib/structured-data";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/project-detail";

// An unknown id renders "Project not found", answered with status 404 (docs/decisions/076).
export function loader({ context, params }: Route.LoaderArgs) {
  return projectContent(context.get(pageContext).locale, params);
}

export default function ProjectDetailPage({ loaderData: { project } }: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  if (!project) {
    return <NotFoundState messages="projects" />;
  }
  return (
    <>
      <PageMeta
        title={t("projects.projectMetaTitle", { title: project.title, company: site.name })}
        description={project.metaDescription}
        card={{ kind: "project", id: project.id, alt: project.hero.alt }}
        breadcrumbs={[
          { name: t("breadcrumbs.projects"), path: paths.projects(locale) },
          { name: project.title, path: paths.project(locale, project.id) },
        ]}
        // Structured data is for crawlers, which read the prerendered HTML: built at
        // prerender only, so its code stays out of the browser bundle.
        schema={
          import.meta.env.SSR
            ? [
                caseStudy({
                  name: project.title,
                  description: project.metaDescription,
                  path: paths.project(locale, project.id),
                  image: project.hero.src,
                  client: project.client,
                  year: project.year,
                  service: {
                    name: project.relatedService.name,
                    path: paths.service(locale, project.relatedService.id),
                  },
                  keywords: project.technologies,
                  locale,
                }),
              ]
            : undefined
        }
      />
      <ProjectStory project={project} />
    </>
  );
}
