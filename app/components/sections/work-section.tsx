import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { OutcomeList } from "~/components/page/outcome-list";
import { useInEnglish } from "~/components/page/untranslated";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import type { ProjectCard as ProjectCardData, Testimonial } from "~/content/localize";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";

import { AnchorSection } from "./anchor-section";
import { ProjectCard } from "./project-card";

type Props = {
  work: readonly ProjectCardData[];
  clients: readonly string[];
  testimonial: Testimonial;
};

/**
 * "Selected work" on the home page: proof before the contact form.
 *
 * The section is far below the first screen, but within the distance at which the browser starts
 * lazy images, so its pictures were requested while the first screen was still being drawn. Each
 * picture sits in a box with `content-visibility: auto`, which the browser does not draw, and so
 * whose picture it does not request, until it nears the viewport. The box has the pictures' fixed
 * 16:9 shape (the content schema's hero size) whether drawn or not, so drawing it moves nothing.
 * Decision record 025.
 *
 * On the page as first loaded without a section link, the whole section is laid out only as the
 * visitor nears it (decision record 033). Once React has taken over, it is laid out as usual, so a
 * position kept for the way back to this page lands where it was. It takes no part in scroll
 * anchoring (`overflow-anchor: none`): when it is laid out above the visitor, after a jump past it
 * with find-in-page or the keyboard, the browser keeps still what the visitor sees below it.
 */
export function WorkSection({ work, clients, testimonial }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const inEnglish = useInEnglish();

  return (
    <AnchorSection
      id="projects"
      messages="work"
      className="[overflow-anchor:none] untargeted:[contain-intrinsic-size:auto_204rem] untargeted:[content-visibility:auto] md:untargeted:[contain-intrinsic-size:auto_99rem] lg:untargeted:[contain-intrinsic-size:auto_92rem]"
    >
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
        {work.map((project) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              level={3}
              picture={
                <div className="aspect-video [content-visibility:auto]">
                  <Picture picture={project.image} {...inEnglish(project.image)} />
                </div>
              }
            >
              <OutcomeList outcomes={project.outcomes} size="card" className="mt-4 flex-1" />
            </ProjectCard>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <a href={paths.projects(locale)} className={buttonVariants({ variant: "outline" })}>
          {t("work.viewAll")}
          <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
        </a>
      </div>
      <div className="mx-auto mt-16 grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-muted-foreground">
            {t("work.clientsTitle")}
          </h3>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
            {clients.map((client) => (
              <li key={client} className="text-lg font-bold tracking-tight text-foreground/80">
                {client}
              </li>
            ))}
          </ul>
        </div>
        <figure className="rounded-(--radius-card) bg-ink p-8 text-ink-foreground">
          <h3 className="sr-only">{t("work.testimonialTitle")}</h3>
          <Icon name="quote" className="size-8 text-brand-300 rtl:-scale-x-100" />
          <blockquote
            className="mt-4 text-lg leading-relaxed text-white"
            {...inEnglish(testimonial)}
          >
            {testimonial.quote}
          </blockquote>
          <figcaption className="mt-6">
            <span className="font-semibold text-white" dir="auto" {...inEnglish(testimonial)}>
              {testimonial.author}
            </span>
            <span className="block text-sm text-ink-muted">
              {t("work.attribution", {
                position: testimonial.position,
                client: testimonial.client,
              })}
            </span>
          </figcaption>
        </figure>
      </div>
    </AnchorSection>
  );
}
