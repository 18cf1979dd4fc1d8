import type { ServiceId } from "~/content/services";

import { localizePath, type Locale } from "./locales";

/** Ids of the home page's anchored sections. */
export const sectionIds = { services: "services", contact: "contact" } as const;
export type SectionId = keyof typeof sectionIds;

/** Internal links, always inside the given language. */
export const paths = {
  home: (locale: Locale) => localizePath("/", locale),
  section: (locale: Locale, id: SectionId) => localizePath(`/#${sectionIds[id]}`, locale),
  service: (locale: Locale, id: ServiceId) => localizePath(`/services/${id}`, locale),
  projects: (locale: Locale) => localizePath("/projects", locale),
};
