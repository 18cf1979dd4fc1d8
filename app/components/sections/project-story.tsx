import { useTranslations } from "use-intl";

import { NewTabLink } from "~/components/page/new-tab-link";
import { OutcomeList } from "~/components/page/outcome-list";
import { useInEnglish } from "~/components/page/untranslated";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import type { ProjectDetail } from "~/content/localize";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

import { BackLink } from "./back-link";
import { Paragraphs, StorySection } from "./story-section";

export function ProjectStory({ project }: { project: ProjectDetail }) {
  const t = useTranslations();
  const locale = useLocale();
  const inEnglish = useInEnglish();
  // Drawings are captioned as drawings: a buyer takes a screenshot for the product as it is.
  const drawn = project.screensKind === "illustration";

  return (
    <article>
      <header className="bg-muted px-4 pt-8 pb-12 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <BackLink to={paths.projects(locale)}>{t("projects.backToProjects")}</BackLink>
          <Badge as="p" size="md" className="mt-6" {...inEnglish(project)}>
            {project.category}
          </Badge>
          <h1
            className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
            {...inEnglish(project)}
          >
            {project.title}
          </h1>
          <p
            className="mt-4 max-w-3xl text-lg text-pretty text-muted-foreground"
            {...inEnglish(project)}
          >
            {project.tagline}
          </p>
          <Picture
            picture={project.hero}
            opening
            className="mt-10 rounded-(--radius-card) shadow-lg"
            {...inEnglish(project.hero)}
          />
        </div>
      </header>
      <section
        aria-labelledby="results-title"
        className="border-b border-border px-4 py-12 sm:px-6"
      >
        <div className="mx-auto max-w-6xl">
          <h2 id="results-title" className="text-2xl font-bold">
            {t("projects.results")}
          </h2>
          <OutcomeList outcomes={project.outcomes} size="band" className="mt-8" />
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-3">
        <div className="flex flex-col gap-12 lg:col-span-2">
          <StorySection id="overview-title" title={t("projects.overview")}>
            <Paragraphs texts={project.overview} part={project} />
          </StorySection>
          <StorySection
            id="screenshots-title"
            title={t(drawn ? "projects.illustrations" : "projects.screenshots")}
            hiddenTitle
          >
            <ul className="grid gap-6 sm:grid-cols-2">
              {project.screenshots.map((screenshot) => (
                <li key={screenshot.src}>
                  <figure>
                    <Picture
                      picture={screenshot}
                      className="rounded-xl border border-border"
                      {...inEnglish(screenshot)}
                    />
                    {drawn && (
                      <figcaption className="mt-2 text-sm text-muted-foreground">
                        {t("projects.illustrationCaption")}
                      </figcaption>
                    )}
                  </figure>
                </li>
              ))}
            </ul>
          </StorySection>
          <StorySection id="challenge-title" title={t("projects.challenge")}>
            <Paragraphs texts={project.challenge} part={project} />
          </StorySection>
          <StorySection id="solution-title" title={t("projects.solution")}>
            <Paragraphs texts={project.solution} part={project} />
          </StorySection>
          <StorySection id="testimonial-title" title={t("projects.testimonial")} hiddenTitle>
            <figure className="rounded-(--radius-card) bg-ink p-8 text-ink-foreground">
              <Icon name="quote" className="size-8 text-brand-300 rtl:-scale-x-100" />
              <blockquote
                className="mt-4 text-lg leading-relaxed text-white"
                {...inEnglish(project.testimonial)}
              >
                {project.testimonial.quote}
              </blockquote>
              <figcaption className="mt-6" {...inEnglish(project.testimonial)}>
                <span className="font-semibold text-white" dir="auto">
                  {project.testimonial.author}
                </span>
                <span className="block text-sm text-ink-muted">{project.testimonial.position}</span>
              </figcaption>
            </figure>
          </StorySection>
        </div>
        <aside aria-labelledby="details-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-(--radius-card) border border-border p-6 shadow-sm">
            <h2 id="details-title" className="text-xl font-bold">
              {t("projects.details")}
            </h2>
            <dl className="mt-5 flex flex-col gap-4 text-sm">
              <div>
                <dt className="font-medium text-muted-foreground">{t("projects.client")}</dt>
                <dd className="mt-1 flex items-center gap-3 font-semibold">
                  {project.clientLogo && (
                    <img
                      src={project.clientLogo.src}
                      width={project.clientLogo.width}
                      height={project.clientLogo.height}
                      alt={t("projects.clientLogo", { client: project.client })}
                      className="h-8 w-auto"
                    />
                  )}
                  {project.client}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-muted-foreground">{t("projects.year")}</dt>
                <dd className="mt-1 font-semibold">{project.year}</dd>
              </div>
              <div>
                <dt className="font-medium text-muted-foreground">{t("projects.technologies")}</dt>
                <dd className="mt-2">
                  <ul className="flex flex-wrap gap-2">
                    {project.technologies.map((tech) => (
                      <Badge as="li" key={tech} variant="muted">
                        {tech}
                      </Badge>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            <ProductLinks project={project} />
            {project.referenceOnRequest && (
              <p className="mt-5 text-sm leading-relaxed">
                {t("projects.reference", { client: project.client })}
              </p>
            )}
            <div className="mt-6 flex flex-col gap-3">
              <a
                href={paths.service(locale, project.relatedService.id)}
                className={buttonVariants({ variant: "outline" })}
              >
                {t("projects.relatedService")}
              </a>
              <a href={paths.section(locale, "contact")} className={cn(buttonVariants(), "w-full")}>
                {t("projects.similarProject")}
              </a>
            </div>
            {project.regulated && (
              <p className="mt-5 text-sm leading-relaxed">
                <a
                  href={paths.policy(locale, "security")}
                  className="font-medium text-accent underline underline-offset-4"
                >
                  {t("projects.regulated")}
                </a>
              </p>
            )}
          </div>
        </aside>
      </div>
    </article>
  );
}

/** Where a buyer can see the product for themselves: its site and its store pages, where public. */
function ProductLinks({ project }: { project: ProjectDetail }) {
  const t = useTranslations();
  const links = [
    [project.links.product, t("projects.productSite")],
    [project.links.appStore, "App Store"],
    [project.links.googlePlay, "Google Play"],
  ].filter((link): link is [string, string] => link[0] !== undefined);
  if (links.length === 0) return null;
  return (
    <div className="mt-5 text-sm">
      <h3 className="font-medium text-muted-foreground">{t("projects.seeIt")}</h3>
      <ul className="mt-2 flex flex-col gap-1">
        {links.map(([href, name]) => (
          <li key={href}>
            <NewTabLink
              href={href}
              name={name}
              className="inline-flex min-h-10 items-center font-medium text-accent underline underline-offset-4"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
