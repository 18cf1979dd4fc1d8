import { href } from "react-router";

import type { ProjectId } from "~/content/projects";
import type { ServiceId } from "~/content/services";

import { localizePath, type Locale } from "./locales";

/** Ids of the home page's anchored sections. */
export const sectionIds = { services: "services", contact: "contact" } as const;
export type SectionId = keyof typeof sectionIds;

/**
 * Internal links, always inside the given language. `href` checks each pattern against the
 * route table at compile time, so a link to a page that does not exist is a type error.
 */
export const paths = {
  home: (locale: Locale) => localizePath(href("/"), locale),
  section: (locale: Locale, id: SectionId) =>
    localizePath(`${href("/")}#${sectionIds[id]}`, locale),
  service: (locale: Locale, serviceId: ServiceId) =>
    localizePath(href("/services/:serviceId", { serviceId }), locale),
  projects: (locale: Locale) => localizePath(href("/projects"), locale),
  project: (locale: Locale, projectId: ProjectId) =>
    localizePath(href("/projects/:projectId", { projectId }), locale),
};
