import { href } from "react-router";

import type { RoleId } from "~/content/careers";
import type { IndustryId } from "~/content/industries";
import type { PolicyId } from "~/content/policies/ids";
import type { ProjectId } from "~/content/projects";
import type { ServiceId } from "~/content/services";

import { localizePath, type Locale } from "./i18n/locales";

/** Ids of the home page's anchored sections. */
export const sectionIds = {
  services: "services",
  projects: "projects",
  contact: "contact",
} as const;
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
  projectsByService: (locale: Locale, serviceId: ServiceId) =>
    localizePath(
      href("/projects/:facet/:facetId", { facet: "service", facetId: serviceId }),
      locale,
    ),
  projectsByIndustry: (locale: Locale, industryId: IndustryId) =>
    localizePath(
      href("/projects/:facet/:facetId", { facet: "industry", facetId: industryId }),
      locale,
    ),
  project: (locale: Locale, projectId: ProjectId) =>
    localizePath(href("/projects/:projectId", { projectId }), locale),
  about: (locale: Locale) => localizePath(href("/about"), locale),
  howWeWork: (locale: Locale) => localizePath(href("/how-we-work"), locale),
  planner: (locale: Locale) => localizePath(href("/project-planner"), locale),
  careers: (locale: Locale) => localizePath(href("/careers"), locale),
  role: (locale: Locale, roleId: RoleId) =>
    localizePath(href("/careers/:roleId", { roleId }), locale),
  blog: (locale: Locale) => localizePath(href("/blog"), locale),
  article: (locale: Locale, slug: string) => localizePath(href("/blog/:slug", { slug }), locale),
  feed: (locale: Locale) => localizePath(href("/blog/feed.xml"), locale),
  policy: (locale: Locale, id: PolicyId) => localizePath(href(`/${id}`), locale),
};
