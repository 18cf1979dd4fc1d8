import { ArrowRight, Quote } from "lucide-react";
import { useTranslations } from "use-intl";
import { Link } from "react-router";

import { buttonVariants } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Testimonial, WorkCard } from "~/content/localize";
import { paths, sectionIds } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";

type Props = {
  work: readonly WorkCard[];
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

  return (
    <section
      id={sectionIds.projects}
      tabIndex={-1}
      aria-labelledby="work-title"
      className="px-4 py-20 outline-none [overflow-anchor:none] sm:px-6 sm:py-24 prerendered:[contain-intrinsic-size:auto_170rem] prerendered:[content-visibility:auto] md:prerendered:[contain-intrinsic-size:auto_78rem] lg:prerendered:[contain-intrinsic-size:auto_70rem]"
    >
      <SectionHeading
        id="work-title"
        chip={t("work.chip")}
        title={t("work.title")}
        intro={t("work.intro")}
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
        {work.map((project) => (
          <li key={project.id}>
            <article className="relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-border bg-background shadow-sm transition-shadow hover:shadow-md">
              <div className="aspect-video [content-visibility:auto]">
                <Picture picture={project.image} />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                  {project.category}
                </p>
                <h3 className="mt-4 text-xl font-semibold">{project.title}</h3>
                <p className="mt-2 flex-1 font-medium text-foreground">{project.result}</p>
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
      <div className="mt-10 text-center">
        <Link to={paths.projects(locale)} className={buttonVariants({ variant: "outline" })}>
          {t("work.viewAll")}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
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
          <Quote aria-hidden="true" className="size-8 text-brand-300 rtl:-scale-x-100" />
          <blockquote className="mt-4 text-lg leading-relaxed text-white">
            {testimonial.quote}
          </blockquote>
          <figcaption className="mt-6">
            <span className="font-semibold text-white">{testimonial.author}</span>
            <span className="block text-sm text-ink-muted">
              {t("work.attribution", {
                position: testimonial.position,
                client: testimonial.client,
              })}
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
