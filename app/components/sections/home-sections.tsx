import type { OfficeHoursLine, ProjectCard, ServiceCard, Testimonial } from "~/content/localize";

import { ContactSection } from "./contact-section";
import { ServicesSection } from "./services-section";
import { WorkSection } from "./work-section";

export type HomeSectionsProps = {
  services: readonly ServiceCard[];
  work: readonly ProjectCard[];
  clients: readonly string[];
  testimonial: Testimonial;
  officeHours: OfficeHoursLine;
};

/** The home page below its hero: services, selected work, and the contact form. */
export default function HomeSections({
  services,
  work,
  clients,
  testimonial,
  officeHours,
}: HomeSectionsProps) {
  return (
    <>
      <ServicesSection services={services} />
      <WorkSection work={work} clients={clients} testimonial={testimonial} />
      <ContactSection officeHours={officeHours} />
    </>
  );
}
