import { useTranslation } from "react-i18next";

import { ContactSection } from "~/components/sections/contact-section";
import { HeroSection } from "~/components/sections/hero-section";
import { ServicesSection } from "~/components/sections/services-section";
import { serviceCard } from "~/content/localize";
import { serviceIds } from "~/content/services";
import { site } from "~/content/site";
import { localeFromRequest } from "~/i18n/locales";
import { PageMeta } from "~/lib/meta";

import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { services: serviceIds.map((id) => serviceCard(id, locale)) };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t("meta.homeTitle", { company: site.name })}
        description={t("meta.homeDescription")}
      />
      <HeroSection />
      <ServicesSection services={loaderData.services} />
      <ContactSection />
    </>
  );
}
