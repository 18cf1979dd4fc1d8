import { useTranslation } from "react-i18next";

import { ContactSection } from "~/components/sections/contact-section";
import { HeroSection } from "~/components/sections/hero-section";
import { ServicesSection } from "~/components/sections/services-section";
import { site } from "~/content/site";
import { PageMeta } from "~/lib/meta";

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t("meta.homeTitle", { company: site.name })}
        description={t("meta.homeDescription")}
      />
      <HeroSection />
      <ServicesSection />
      <ContactSection />
    </>
  );
}
