import { useTranslations } from "use-intl";
import { Link } from "react-router";

import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardLink, CardTitle } from "~/components/ui/card";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ProjectCard } from "~/content/localize";
import { paths } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";

export function ProjectGrid({ projects }: { projects: readonly ProjectCard[] }) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <section aria-labelledby="projects-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id="projects-title"
        level={1}
        chip={t("projects.chip")}
        title={t("projects.title")}
        intro={t("projects.intro")}
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, index) => (
          <li key={project.id}>
            <Card className="flex h-full flex-col overflow-hidden">
              {/* The first picture opens the page on a phone: the build carries it inside
                  where the page still fits the first round trip (docs/decisions/027). */}
              <Picture picture={project.image} opening={index === 0} />
              <CardContent>
                <Badge as="p" className="self-start">
                  {project.category}
                </Badge>
                <CardTitle level={2} className="mt-4">
                  {project.title}
                </CardTitle>
                <CardDescription className="mt-2 flex-1">{project.summary}</CardDescription>
                <CardLink
                  as={Link}
                  to={paths.project(locale, project.id)}
                  aria-label={t("projects.viewProjectAbout", { title: project.title })}
                  className="mt-5"
                >
                  {t("projects.viewProject")}
                </CardLink>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
