import type { ServiceCard, Testimonial, WorkCard } from "~/content/localize";

import { ContactSection } from "./contact-section";
import { ServicesSection } from "./services-section";
import { WorkSection } from "./work-section";

export type HomeSectionsProps = {
  services: readonly ServiceCard[];
  work: readonly WorkCard[];
  clients: readonly string[];
  testimonial: Testimonial;
};

/** The home page below its hero: services, selected work, and the contact form. */
export default function HomeSections({ services, work, clients, testimonial }: HomeSectionsProps) {
  return (
    <>
      <ServicesSection services={services} />
      <WorkSection work={work} clients={clients} testimonial={testimonial} />
      <ContactSection />
    </>
  );
}
