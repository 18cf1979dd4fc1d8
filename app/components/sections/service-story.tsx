import { useTranslations } from "use-intl";

import { CurrencyChoice, InVisitorsCurrency } from "~/components/page/prices";
import { useInEnglish } from "~/components/page/untranslated";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import type { ServiceDetail } from "~/content/localize";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

import { BackLink } from "./back-link";
import { Paragraphs, StorySection } from "./story-section";

type Props = {
  service: ServiceDetail;
};

export function ServiceStory({ service }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const inEnglish = useInEnglish();

  return (
    <article>
      <header className="bg-muted px-4 pt-8 pb-16 sm:px-6">
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
          <div>
            <BackLink to={paths.section(locale, "services")}>
              {t("services.backToServices")}
            </BackLink>
            <span className="mt-6 flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Icon name={service.icon} className="size-6" />
            </span>
            <h1
              className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
              {...inEnglish(service)}
            >
              {service.title}
            </h1>
            <p
              className="mt-5 text-lg leading-relaxed text-pretty text-muted-foreground"
              {...inEnglish(service)}
            >
              {service.description}
            </p>
          </div>
          <Picture
            picture={service.image}
            opening
            className="rounded-(--radius-card) shadow-lg"
            {...inEnglish(service.image)}
          />
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-3">
        <div className="flex flex-col gap-12 lg:col-span-2">
          <StorySection id="overview-title" title={t("services.overview")}>
            <Paragraphs texts={service.overview} part={service} />
          </StorySection>
          <StorySection id="features-title" title={t("services.whatWeProvide")}>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {service.features.map((feature) => (
                <li
                  key={feature}
                  className="flex items-start gap-3 rounded-xl border border-border p-4"
                >
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent" />
                  <span {...inEnglish(service)}>{feature}</span>
                </li>
              ))}
            </ul>
          </StorySection>
        </div>
        <aside aria-labelledby="interested-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-(--radius-card) bg-ink p-6 text-ink-foreground">
            <h2 id="interested-title" className="text-xl font-bold text-white">
              {t("services.interested", { title: service.title })}
            </h2>
            <p className="mt-3 text-sm leading-relaxed text-ink-muted">
              {t("services.interestedText")}
            </p>
            <a
              href={paths.section(locale, "contact")}
              className={cn(buttonVariants(), "mt-6 w-full")}
            >
              {t("services.getInTouch")}
            </a>
          </div>
          <div className="mt-4 rounded-(--radius-card) border border-border p-6 text-sm">
            <InVisitorsCurrency
              price={service.typicalPrice}
              render={([first, second, third]) => (
                <p className="font-semibold">
                  {t("services.typicalPrice", { first, second, third })}
                </p>
              )}
            />
            <CurrencyChoice className="mt-3 flex-wrap" />
            <ul className="mt-4 flex flex-col gap-2">
              <li>
                <a
                  href={paths.howWeWork(locale)}
                  className="font-medium text-accent underline underline-offset-4"
                >
                  {t("services.seePrices")}
                </a>
              </li>
              <li>
                <a
                  href={paths.planner(locale)}
                  className="font-medium text-accent underline underline-offset-4"
                >
                  {t("services.planProject")}
                </a>
              </li>
              <li>
                <a
                  href={paths.projectsByService(locale, service.id)}
                  className="font-medium text-accent underline underline-offset-4"
                >
                  {t("services.seeWork", { title: service.title })}
                </a>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </article>
  );
}
