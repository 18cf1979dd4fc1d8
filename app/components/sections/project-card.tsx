import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardLink, CardTitle } from "~/components/page/card";
import { useInEnglish } from "~/components/page/untranslated";
import type { ProjectCard as ProjectCardData } from "~/content/localize";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";

type Props = {
  project: ProjectCardData;
  level: 2 | 3;
  /** The cover, in whatever box its page needs around it. */
  picture: ReactNode;
  /** The line under the title: the summary, or the headline result. */
  children: ReactNode;
};

/** A case study's card, as the project list and the home page's selected work show it. */
export function ProjectCard({ project, level, picture, children }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const inEnglish = useInEnglish();
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {picture}
      <CardContent>
        <Badge as="p" className="self-start" {...inEnglish(project)}>
          {project.category}
        </Badge>
        <CardTitle level={level} className="mt-4" {...inEnglish(project)}>
          {project.title}
        </CardTitle>
        {children}
        <CardLink
          href={paths.project(locale, project.id)}
          aria-label={t("projects.viewProjectAbout", { title: project.title })}
          className="mt-5"
        >
          {t("projects.viewProject")}
        </CardLink>
      </CardContent>
    </Card>
  );
}
