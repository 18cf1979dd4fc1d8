import { useTranslations } from "use-intl";

import { Card, CardDescription, CardLink, CardTitle } from "~/components/page/card";
import { useInEnglish } from "~/components/page/untranslated";
import { Icon } from "~/components/ui/icon";
import type { ServiceCard } from "~/content/localize";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";

import { AnchorSection } from "./anchor-section";

const CARD_DELAY_STEP_MS = 100;

export function ServicesSection({ services }: { services: readonly ServiceCard[] }) {
  const t = useTranslations();
  const locale = useLocale();
  const inEnglish = useInEnglish();

  return (
    <AnchorSection id="services" messages="services" className="bg-muted">
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service, index) => {
          return (
            <li
              key={service.id}
              // Entrance in CSS only: it runs without JavaScript and ends visible; reduced
              // motion skips it.
              className="motion-safe:animate-rise-in"
              style={{ animationDelay: `${index * CARD_DELAY_STEP_MS}ms` }}
            >
              <Card className="flex h-full flex-col p-6">
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon name={service.icon} className="size-6" />
                </span>
                <CardTitle level={3} className="mt-5" {...inEnglish(service)}>
                  {service.title}
                </CardTitle>
                <CardDescription className="mt-2 flex-1" {...inEnglish(service)}>
                  {service.summary}
                </CardDescription>
                <CardLink href={paths.service(locale, service.id)} className="mt-5 gap-1">
                  {t("services.learnMoreAbout", { title: service.title })}
                  <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
                </CardLink>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 text-center">
        <a
          href={paths.howWeWork(locale)}
          className="inline-flex items-center gap-1 font-medium text-accent underline underline-offset-4"
        >
          {t("services.seePrices")}
          <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
        </a>
      </p>
    </AnchorSection>
  );
}
