import { useTranslations } from "use-intl";

import { CardDescription } from "~/components/page/card";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/page/section-heading";
import type { ProjectCard as ProjectCardData } from "~/content/localize";

import { ProjectCard } from "./project-card";

export function ProjectGrid({ projects }: { projects: readonly ProjectCardData[] }) {
  const t = useTranslations();
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
            <ProjectCard
              project={project}
              level={2}
              // The first picture opens the page on a phone: it is fetched at once, first.
              picture={<Picture picture={project.image} opening={index === 0} />}
            >
              <CardDescription className="mt-2 flex-1">{project.summary}</CardDescription>
            </ProjectCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
