import { useTranslations } from "use-intl";

import { CardDescription } from "~/components/page/card";
import { OutcomeList } from "~/components/page/outcome-list";
import { useInEnglish } from "~/components/page/untranslated";
import { SectionHeading } from "~/components/page/section-heading";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import type { Untranslated } from "~/content/fallback";
import type { ProjectCard as ProjectCardData, ProjectFilters } from "~/content/localize";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

import { ProjectCard } from "./project-card";

type Current = { kind: "service" | "industry"; id: string; name: string } | null;

/** The case studies, all of them or one service's or industry's, under links to each filter. */
export function ProjectGrid({
  projects,
  filters,
  current,
}: {
  projects: readonly ProjectCardData[];
  filters: ProjectFilters;
  current: Current;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const inEnglish = useInEnglish();
  return (
    <section aria-labelledby="projects-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id="projects-title"
        level={1}
        chip={t("projects.chip")}
        title={current ? t("projects.filteredTitle", { name: current.name }) : t("projects.title")}
        intro={current ? undefined : t("projects.intro")}
      />
      <Filters filters={filters} current={current} />
      <p className="mx-auto mt-8 max-w-6xl text-sm font-medium text-muted-foreground" role="status">
        {t("projects.showing", { count: projects.length })}
      </p>
      {projects.length > 0 ? (
        <ul className="mx-auto mt-4 grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project, index) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                level={2}
                // The first picture opens the page on a phone: it is fetched at once, first.
                picture={
                  <Picture
                    picture={project.image}
                    opening={index === 0}
                    {...inEnglish(project.image)}
                  />
                }
              >
                <CardDescription className="mt-2" {...inEnglish(project)}>
                  {project.summary}
                </CardDescription>
                <OutcomeList outcomes={project.outcomes} size="card" className="mt-5 flex-1" />
              </ProjectCard>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mx-auto mt-4 max-w-3xl rounded-(--radius-card) border border-border p-8 text-center">
          <h2 className="text-xl font-semibold">{t("projects.emptyTitle")}</h2>
          <p className="mt-3 text-pretty text-muted-foreground">
            {t("projects.emptyText", { name: current?.name ?? "" })}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={paths.section(locale, "contact")} className={buttonVariants()}>
              {t("nav.startProject")}
              <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
            </a>
            <a href={paths.projects(locale)} className={buttonVariants({ variant: "outline" })}>
              {t("projects.all")}
            </a>
          </div>
        </div>
      )}
    </section>
  );
}

/** Plain links to the prerendered filter pages: they work without JavaScript. */
function Filters({ filters, current }: { filters: ProjectFilters; current: Current }) {
  const t = useTranslations();
  const locale = useLocale();
  const inEnglish = useInEnglish();
  const link = (
    to: string,
    active: boolean,
    label: string,
    count?: number,
    name?: Untranslated,
  ) => (
    <li key={to}>
      <a
        href={to}
        aria-current={active ? "page" : undefined}

        className={cn(
          "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors",
          active
            ? "border-brand-700 bg-brand-700 text-white"
            : "border-border bg-background hover:border-primary hover:text-accent",
        )}
      >
        {name?.untranslated ? <span {...inEnglish(name)}>{label}</span> : label}
        {count !== undefined && (
          <span className={cn(active ? "text-white/80" : "text-muted-foreground")}>({count})</span>
        )}
      </a>
    </li>
  );
  const group = (heading: string, id: string, items: React.ReactNode[]) => (
    <div key={id} className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4">
      <h2 id={id} className="shrink-0 text-sm font-semibold text-muted-foreground sm:w-28">
        {heading}
      </h2>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {items}
      </ul>
    </div>
  );
  const facets = [
    {
      kind: "service",
      heading: t("projects.byService"),
      items: filters.services,
      path: paths.projectsByService,
    },
    {
      kind: "industry",
      heading: t("projects.byIndustry"),
      items: filters.industries,
      path: paths.projectsByIndustry,
    },
  ] as const;
  return (
    <nav
      aria-label={t("projects.filterLabel")}
      className="mx-auto mt-10 flex max-w-6xl flex-col gap-4"
    >
      <ul className="flex flex-wrap gap-2">
        {link(paths.projects(locale), current === null, t("projects.all"))}
      </ul>
      {facets.map(({ kind, heading, items, path }) =>
        group(
          heading,
          `filter-${kind}`,
          items.map((item) =>
            link(
              path(locale, item.id),
              current?.kind === kind && current.id === item.id,
              item.name,
              item.count,
              item,
            ),
          ),
        ),
      )}
    </nav>
  );
}
