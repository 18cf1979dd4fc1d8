import { useTranslation } from "react-i18next";

import { sectionIds } from "~/i18n/paths";

export function ContactSection() {
  const { t } = useTranslation();
  return (
    <section
      id={sectionIds.contact}
      tabIndex={-1}
      aria-labelledby="contact-title"
      className="px-4 py-20 outline-none sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t("sections.contactTitle")}
        </h2>
      </div>
    </section>
  );
}
