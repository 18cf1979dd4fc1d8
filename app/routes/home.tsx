import { useTranslations } from "use-intl";

import { ContactSection } from "~/components/sections/contact-section";
import { HeroSection } from "~/components/sections/hero-section";
import { homeScrollScript } from "~/components/sections/home-scroll-script";
import { ServicesSection } from "~/components/sections/services-section";
import { WorkSection } from "~/components/sections/work-section";
import { homeContent } from "~/content/page-content";
import { site } from "~/content/site";
import type { HeadScriptsHandle } from "~/delivery";
import { PageMeta } from "~/lib/meta";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/home";

export const handle = {
  headScripts: [homeScrollScript],
} satisfies HeadScriptsHandle;

export function loader({ context }: Route.LoaderArgs) {
  return homeContent(context.get(pageContext).locale);
}

export default function HomePage({
  loaderData: { services, work, clients, testimonial, officeHours, address },
}: Route.ComponentProps) {
  const t = useTranslations();
  return (
    <>
      <PageMeta
        title={t("meta.homeTitle", { company: site.name })}
        description={t("meta.homeDescription")}
      />
      <HeroSection />
      <ServicesSection services={services} />
      <WorkSection work={work} clients={clients} testimonial={testimonial} />
      <ContactSection officeHours={officeHours} address={address} />
    </>
  );
}
