import { ArrowRight } from "lucide-react";
import { useTranslations } from "use-intl";
import { Link } from "react-router";

import { SectionHeading } from "~/components/ui/section-heading";
import type { ServiceCard } from "~/content/localize";
import { paths, sectionIds } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";

import { serviceIcons } from "./service-icons";

const CARD_DELAY_STEP_MS = 100;

export function ServicesSection({ services }: { services: readonly ServiceCard[] }) {
  const t = useTranslations();
  const locale = useLocale();

  return (
    <section
      id={sectionIds.services}
      tabIndex={-1}
      aria-labelledby="services-title"
      className="bg-muted px-4 py-20 outline-none sm:px-6 sm:py-24"
    >
      <SectionHeading
        id="services-title"
        chip={t("services.chip")}
        title={t("services.title")}
        intro={t("services.intro")}
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service, index) => {
          const Icon = serviceIcons[service.icon];
          return (
            <li
              key={service.id}
              // Entrance in CSS only: it runs without JavaScript and ends visible; reduced
              // motion skips it.
              className="motion-safe:animate-rise-in"
              style={{ animationDelay: `${index * CARD_DELAY_STEP_MS}ms` }}
            >
              <article className="relative flex h-full flex-col rounded-(--radius-card) border border-border bg-background p-6 shadow-sm transition-shadow hover:shadow-md">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{service.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">
                  {service.summary}
                </p>
                <Link
                  to={paths.service(locale, service.id)}
                  className="mt-5 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-(--radius-card) hover:underline"
                >
                  {t("services.learnMoreAbout", { title: service.title })}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
