import { useTranslations } from "use-intl";

import { CtaPanel } from "~/components/page/cta-panel";
import { CurrencyChoice, InVisitorsCurrency } from "~/components/page/prices";
import { useInEnglish } from "~/components/page/untranslated";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { HowWeWorkPage, Price, ServiceCard } from "~/content/localize";
import { AED_PER_USD, formatRate, SAR_PER_USD } from "~/i18n/format-number";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";

import { StorySection } from "./story-section";

type Props = {
  page: HowWeWorkPage;
  services: readonly (ServiceCard & { price: Price })[];
};

/** The process step by step, then the engagements with their indicative prices. */
export function HowWeWork({ page, services }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const inEnglish = useInEnglish();
  const english = inEnglish(page);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-16 px-4 py-16 sm:px-6">
      <StorySection id="steps-title" title={t("howWeWork.stepsTitle")}>
        <ol className="mt-6 flex flex-col gap-4">
          {page.steps.map((step, index) => (
            <li key={step.title} className="rounded-(--radius-card) border border-border p-6">
              <h3 className="text-xl font-semibold" {...english}>
                <span className="me-3 text-accent tabular-nums">{index + 1}.</span>
                {step.title}
              </h3>
              <p className="mt-3 leading-relaxed" {...english}>
                {step.what}
              </p>
              <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="font-semibold text-muted-foreground">{t("howWeWork.takes")}</dt>
                <dd {...english}>{step.duration}</dd>
                <dt className="font-semibold text-muted-foreground">{t("howWeWork.youGet")}</dt>
                <dd className="leading-relaxed" {...english}>
                  {step.deliverable}
                </dd>
              </dl>
            </li>
          ))}
        </ol>
      </StorySection>
      <StorySection id="prices-title" title={t("howWeWork.pricesTitle")}>
        <p className="mt-4 text-muted-foreground">{t("howWeWork.pricesIntro")}</p>
        <CurrencyChoice className="mt-4 flex-wrap" />
        <p className="mt-2 text-sm text-muted-foreground">
          {t("howWeWork.rates", {
            aed: formatRate(locale, AED_PER_USD),
            sar: formatRate(locale, SAR_PER_USD),
          })}
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {page.engagements.map((e) => (
            <li
              key={e.name}
              className="flex flex-col rounded-(--radius-card) border border-border p-6 shadow-sm"
            >
              <h3 className="text-xl font-semibold" {...english}>
                {e.name}
              </h3>
              <p className="mt-2 leading-relaxed" {...english}>
                {e.summary}
              </p>
              <InVisitorsCurrency
                price={e.price}
                render={([first, second, third]) => (
                  <>
                    <p className="mt-4 text-2xl font-bold tracking-tight text-accent">
                      {e.per === "month"
                        ? t("howWeWork.perMonth", { price: first })
                        : t("howWeWork.perProject", { price: first })}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {t("howWeWork.also", { second, third })}
                    </p>
                  </>
                )}
              />
              <p className="mt-2 text-sm font-medium">
                {t("howWeWork.duration", { length: e.length })}
              </p>
              <h4 className="mt-4 text-sm font-semibold text-muted-foreground">
                {t("howWeWork.assumptions")}
              </h4>
              <p className="mt-1 text-sm leading-relaxed" {...english}>
                {e.assumptions}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6 rounded-(--radius-card) bg-muted p-5 leading-relaxed" {...english}>
          {page.pricesNote}
        </p>
        <p className="mt-4 leading-relaxed">
          <a
            href={paths.policy(locale, "security")}
            className="font-medium text-accent underline underline-offset-4"
          >
            {t("howWeWork.regulated")}
          </a>
        </p>
        <table className="mt-8 w-full text-start text-sm">
          <caption className="mb-3 text-start text-base font-semibold">
            {t("howWeWork.byService")}
          </caption>
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className="py-2 pe-4 text-start font-semibold">
                {t("howWeWork.service")}
              </th>
              <th scope="col" className="py-2 text-start font-semibold">
                {t("howWeWork.typical")}
              </th>
            </tr>
          </thead>
          <tbody>
            {services.map((s) => (
              <tr key={s.id} className="border-b border-border">
                <th scope="row" className="py-3 pe-4 text-start font-medium">
                  <a
                    href={paths.service(locale, s.id)}
                    className="underline-offset-4 hover:underline"
                    {...inEnglish(s)}
                  >
                    {s.title}
                  </a>
                </th>
                <td className="py-3">
                  <InVisitorsCurrency
                    price={s.price}
                    render={([first, second, third]) => (
                      <>
                        {first}
                        <span className="block text-muted-foreground">
                          {t("howWeWork.also", { second, third })}
                        </span>
                      </>
                    )}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </StorySection>
      <CtaPanel title={t("howWeWork.ctaTitle")} text={t("howWeWork.ctaText")}>
        <a href={paths.planner(locale)} className={buttonVariants()}>
          {t("howWeWork.ctaPlanner")}
          <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
        </a>
        <a
          href={paths.section(locale, "contact")}
          className={buttonVariants({ variant: "outline" })}
        >
          {t("howWeWork.ctaContact")}
        </a>
      </CtaPanel>
    </div>
  );
}
