import { Suspense } from "react";
import { useTranslations } from "use-intl";

import { HeroSection } from "~/components/sections/hero-section";
import type { HomeSectionsProps } from "~/components/sections/home-sections";
import { officeHoursLine, projectCard, serviceCard, testimonial } from "~/content/localize";
import { featuredProjectIds, featuredTestimonialId, projectIds, project } from "~/content/projects";
import { serviceIds } from "~/content/services";
import { site } from "~/content/site";
import { loadDocumentParts, pageMessages, type PageHandle } from "~/i18n/intl";
import { localeFromRequest } from "~/i18n/locales";
import { hydratedLater, loadedFirst, useHomeFromTop, whenIdle } from "~/delivery";
import { useGlideToSections } from "~/components/sections/glide-to-sections";
import { PageMeta } from "~/lib/meta";

import type { Route } from "./+types/home";

/**
 * Below its hero the page hydrates from its own file, with its own part of the strings, once the
 * browser is idle after the page is interactive: React keeps the prerendered sections as they
 * are until then, their links work as plain links and the form as the browser's own mailto form.
 * A visit by link waits for both, so nothing is drawn late.
 */
const sections = hydratedLater<HomeSectionsProps>(
  () => import("~/components/sections/home-sections"),
  { when: whenIdle, alongside: () => loadDocumentParts(["home"]) },
);

export const handle: PageHandle = { messages: ["hero"] };
export const clientMiddleware = [pageMessages(handle), loadedFirst(sections)];

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return {
    services: serviceIds.map((id) => serviceCard(id, locale)),
    work: featuredProjectIds.map((id) => projectCard(id, locale)),
    clients: projectIds.map((id) => project(id).client),
    testimonial: testimonial(featuredTestimonialId, locale),
    officeHours: officeHoursLine(locale),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  useHomeFromTop();
  // Its sections are the only ones a link can lead to on the page shown.
  useGlideToSections();
  return (
    <>
      <PageMeta
        title={t("meta.homeTitle", { company: site.name })}
        description={t("meta.homeDescription")}
      />
      <HeroSection />
      <Suspense>
        <sections.Component {...loaderData} />
      </Suspense>
    </>
  );
}
