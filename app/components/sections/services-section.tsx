import { useTranslation } from "react-i18next";

import { sectionIds } from "~/i18n/paths";

export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <section
      id={sectionIds.services}
      tabIndex={-1}
      aria-labelledby="services-title"
      className="bg-muted px-4 py-20 outline-none sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="services-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t("sections.servicesTitle")}
        </h2>
      </div>
    </section>
  );
}
