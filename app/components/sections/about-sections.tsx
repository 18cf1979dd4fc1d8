import { Fragment } from "react";
import { useTranslations } from "use-intl";

import { CtaPanel } from "~/components/page/cta-panel";
import { Registry } from "~/components/page/legal-entity";
import { NewTabLink } from "~/components/page/new-tab-link";
import { OfficeHours } from "~/components/page/office-hours";
import { useInEnglish } from "~/components/page/untranslated";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { Untranslated } from "~/content/fallback";
import type { OfficeHoursLine, TeamMemberCard } from "~/content/localize";
import { bookingUrl, site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

import { StorySection } from "./story-section";

/** A review site where clients rate the studio, and the studio's profile there. */
type ReviewSource = { name: string; href: string };

/** How we work's steps, as About lists them. */
type Process = { steps: readonly { title: string; duration: string }[] } & Untranslated;

/**
 * About below its story: office hours, the steps of the work (How we work's own), the team,
 * principles, the company as registered and a call to action. `part` is the About text the
 * principles come from.
 */
export function AboutSections({
  process,
  principles,
  team,
  officeHours,
  reviewSources,
  part,
}: {
  process: Process;
  reviewSources: readonly ReviewSource[];
  principles: readonly Principle[];
  team: readonly TeamMemberCard[];
  officeHours: OfficeHoursLine;
  part: Untranslated;
}) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <>
      <section
        aria-labelledby="hours-title"
        className="-mt-8 rounded-(--radius-card) border border-border p-6"
      >
        <h2 id="hours-title" className="flex items-center gap-2 text-xl font-semibold">
          <Icon name="clock" className="size-5 text-accent" />
          {t("hours.title")}
        </h2>
        <div className="mt-3">
          <OfficeHours line={officeHours} />
        </div>
      </section>
      <ProcessList process={process} />
      <p className="-mt-10">
        <a
          href={paths.howWeWork(locale)}
          className="font-medium text-accent underline underline-offset-4"
        >
          {t("about.howWeWorkLink")}
        </a>
      </p>
      <TeamGrid members={team} />
      <PrincipleList principles={principles} part={part} />
      <CompanyDetails reviews={reviewSources} />
      <CallToAction />
    </>
  );
}

function ProcessList({ process }: { process: Process }) {
  const t = useTranslations();
  const english = useInEnglish()(process);
  return (
    <StorySection id="engagements-title" title={t("about.engagementsTitle")}>
      <p className="mt-4 text-muted-foreground">
        {t("about.engagementsIntro", { count: process.steps.length })}
      </p>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {process.steps.map((step, index) => (
          <li key={step.title} className="rounded-(--radius-card) border border-border p-6">
            <p className="text-sm font-semibold text-accent" aria-hidden="true">
              0{index + 1}
            </p>
            <h3 className="mt-2 text-xl font-semibold" {...english}>
              {step.title}
            </h3>
            <p className="mt-1 text-sm font-medium text-muted-foreground" {...english}>
              {step.duration}
            </p>
          </li>
        ))}
      </ol>
    </StorySection>
  );
}

/**
 * The company as registered: legal name, licence and authority, from the site's content; and the
 * review sites where clients rate it, where the content names any.
 */
function CompanyDetails({ reviews }: { reviews: readonly ReviewSource[] }) {
  const t = useTranslations();
  const rows = [
    [t("about.legalName"), site.legal.name],
    [t("about.licence"), site.legal.licence],
    [t("about.registry"), <Registry key="registry" />],
  ] as const;
  return (
    <StorySection id="company-title" title={t("about.companyTitle")}>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="font-semibold text-muted-foreground">{term}</dt>
            <dd dir="auto">{value}</dd>
          </Fragment>
        ))}
      </dl>
      {reviews.length > 0 && (
        <>
          <h3 className="mt-8 text-lg font-semibold">{t("about.reviewsTitle")}</h3>
          <ul className="mt-2 flex flex-wrap gap-x-6">
            {reviews.map((r) => (
              <li key={r.href}>
                <NewTabLink
                  href={r.href}
                  name={r.name}
                  className="inline-flex min-h-10 items-center font-medium text-accent underline underline-offset-4"
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </StorySection>
  );
}

/** Monogram colours, in turn: brand and ink tones with white initials (contrast above 4.5:1). */
const MONOGRAM_COLOURS = ["bg-brand-600", "bg-ink", "bg-brand-800", "bg-brand-700"] as const;

function TeamGrid({ members }: { members: readonly TeamMemberCard[] }) {
  const t = useTranslations();
  const inEnglish = useInEnglish();
  return (
    <StorySection id="leadership-title" title={t("about.leadershipTitle")}>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {members.map((m, index) => (
          <li
            key={m.id}
            id={m.id}
            className="flex gap-4 rounded-(--radius-card) border border-border p-6"
          >
            {m.photo ? (
              // The name beside it says who it is: the photo adds nothing a reader would miss.
              <img
                src={m.photo}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 shrink-0 rounded-2xl object-cover"
              />
            ) : (
              <Monogram
                initials={m.initials}
                className={MONOGRAM_COLOURS[index % MONOGRAM_COLOURS.length]!}
              />
            )}
            <div {...inEnglish(m)}>
              <h3 className="text-lg font-semibold">{m.name}</h3>
              <p className="text-sm font-medium text-accent">{m.role}</p>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{m.bio}</p>
              {m.profile && (
                <NewTabLink
                  href={m.profile}
                  name={t("about.profile", { name: m.name })}
                  className="mt-2 inline-flex min-h-10 items-center text-sm font-medium text-accent underline underline-offset-4"
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </StorySection>
  );
}

/** A drawn monogram where there is no photograph: initials on a tile with an arc, decorative only. */
function Monogram({ initials, className }: { initials: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-2xl text-xl font-bold text-white",
        className,
      )}
    >
      <svg viewBox="0 0 64 64" className="absolute inset-0 size-full opacity-30">
        <circle cx="52" cy="10" r="22" fill="none" stroke="currentColor" strokeWidth="6" />
        <circle cx="8" cy="58" r="3" fill="currentColor" />
      </svg>
      <span className="relative">{initials}</span>
    </span>
  );
}

type Principle = { title: string; text: string };

function PrincipleList({
  principles,
  part,
}: {
  principles: readonly Principle[];
  part: Untranslated;
}) {
  const t = useTranslations();
  const inEnglish = useInEnglish();
  return (
    <StorySection id="principles-title" title={t("about.principlesTitle")}>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {principles.map((p) => (
          <li
            key={p.title}
            className="rounded-(--radius-card) bg-accent-soft p-6"
            {...inEnglish(part)}
          >
            <h3 className="text-lg font-semibold">{p.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{p.text}</p>
          </li>
        ))}
      </ul>
    </StorySection>
  );
}

/** The way from any company page to a conversation: the contact form or a booked call. */
function CallToAction() {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <CtaPanel title={t("about.ctaTitle")} text={t("about.ctaText")}>
      <a href={paths.section(locale, "contact")} className={buttonVariants()}>
        {t("nav.startProject")}
      </a>
      <a
        href={bookingUrl}
        target="_blank"
        rel="noopener"
        className={cn(
          buttonVariants({ variant: "outline" }),
          "border-white/30 bg-transparent text-white hover:bg-white/10",
        )}
      >
        <Icon name="calendar-days" className="size-4" />
        {t("about.ctaBooking")}
      </a>
    </CtaPanel>
  );
}
