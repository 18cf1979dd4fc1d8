import { useTranslations } from "use-intl";
import { Link } from "react-router";

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
            <article className="relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-border bg-background shadow-sm transition-shadow hover:shadow-md">
              {/* The first picture opens the page on a phone: the build carries it inside
                  where the page still fits the first round trip (docs/decisions/027). */}
              <Picture picture={project.image} opening={index === 0} />
              <div className="flex flex-1 flex-col p-6">
                <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                  {project.category}
                </p>
                <h2 className="mt-4 text-xl font-semibold">{project.title}</h2>
                <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">
                  {project.summary}
                </p>
                <Link
                  to={paths.project(locale, project.id)}
                  aria-label={t("projects.viewProjectAbout", { title: project.title })}
                  className="mt-5 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 after:absolute after:inset-0 hover:underline"
                >
                  {t("projects.viewProject")}
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
