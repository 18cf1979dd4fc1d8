import { useTranslations } from "use-intl";

import { ContactSection, loadContactForm } from "~/components/sections/contact-section";
import { HeroSection } from "~/components/sections/hero-section";
import { ServicesSection } from "~/components/sections/services-section";
import { WorkSection } from "~/components/sections/work-section";
import { serviceCard, testimonial, workCard } from "~/content/localize";
import { featuredProjectIds, featuredTestimonialId, projectIds, project } from "~/content/projects";
import { serviceIds } from "~/content/services";
import { site } from "~/content/site";
import { pageMessages, type PageHandle } from "~/i18n/intl";
import { localeFromRequest } from "~/i18n/locales";
import { useHomeFromTop } from "~/lib/home-from-top";
import { PageMeta } from "~/lib/meta";

import type { Route } from "./+types/home";

export const handle: PageHandle = { messages: ["home"] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  pageMessages(handle),
  async () => void (await loadContactForm()),
];

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return {
    services: serviceIds.map((id) => serviceCard(id, locale)),
    work: featuredProjectIds.map((id) => workCard(id, locale)),
    clients: projectIds.map((id) => project(id).client),
    testimonial: testimonial(featuredTestimonialId, locale),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  useHomeFromTop();
  return (
    <>
      <PageMeta
        title={t("meta.homeTitle", { company: site.name })}
        description={t("meta.homeDescription")}
      />
      <HeroSection />
      <ServicesSection services={loaderData.services} />
      <WorkSection
        work={loaderData.work}
        clients={loaderData.clients}
        testimonial={loaderData.testimonial}
      />
      <ContactSection />
    </>
  );
}
