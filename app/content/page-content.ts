// What each page shows of the content, in one language: the route's loader returns it, and the
// page list (app/site-pages.ts) reads in it the parts not translated yet (`untranslatedIn`), to
// keep such a page out of search results and out of the other languages' hreflang. One function
// per route, so the two cannot differ. `null` (or a `found: false`) is the route's not-found
// state.
import type { Locale } from "../i18n/locales";
import { site } from "./site";

import { aboutPage } from "./about";
import { articlesIn, findArticle } from "./articles";
import { isOpen, isRoleId, openRoles, role, roles } from "./careers";
import { isIndustryId } from "./industries";
import {
  articleCard,
  articleDetail,
  howWeWorkPage,
  plannerPage,
  industryName,
  officeAddressLines,
  officeHoursLine,
  price,
  projectCard,
  projectDetail,
  projectFilters,
  roleCard,
  roleDetail,
  serviceCard,
  serviceDetail,
  serviceName,
  teamMember,
  testimonial,
} from "./localize";
import { policy, type PolicyId } from "./policies";
import {
  featuredProjectIds,
  featuredTestimonialId,
  isProjectId,
  project,
  projectIds,
} from "./projects";
import { isServiceId, service, serviceIds } from "./services";
import { teamIds } from "./team";
import type { IsoDate } from "./types";

/** A route's parameters, as React Router gives them. */
type Params = Readonly<Record<string, string | undefined>>;

export function homeContent(locale: Locale) {
  return {
    services: serviceIds.map((id) => serviceCard(id, locale)),
    work: featuredProjectIds.map((id) => projectCard(id, locale)),
    clients: projectIds.map((id) => project(id).client),
    testimonial: testimonial(featuredTestimonialId, locale),
    officeHours: officeHoursLine(locale),
    address: officeAddressLines(locale),
  };
}

export function serviceContent(locale: Locale, { serviceId }: Params) {
  return { service: isServiceId(serviceId) ? serviceDetail(serviceId, locale) : null };
}

/** Every case study, or those of one service (`/projects/service/<id>`) or one industry. */
function projectsFilter({ facet, facetId }: Params, locale: Locale) {
  if (facet === undefined) return { kind: "all" as const, ids: projectIds };
  if (facet === "service" && isServiceId(facetId)) {
    return {
      kind: "service" as const,
      ...serviceName(facetId, locale),
      ids: projectIds.filter((id) => project(id).serviceId === facetId),
    };
  }
  if (facet === "industry" && isIndustryId(facetId)) {
    return {
      kind: "industry" as const,
      ...industryName(facetId, locale),
      ids: projectIds.filter((id) => project(id).industryId === facetId),
    };
  }
  return null;
}

export function projectsContent(locale: Locale, params: Params) {
  const filter = projectsFilter(params, locale);
  if (!filter) return { found: false as const };
  const { ids, ...shown } = filter;
  return {
    found: true as const,
    filter: shown.kind === "all" ? null : shown,
    projects: ids.map((id) => projectCard(id, locale)),
    filters: projectFilters(locale),
  };
}

export function projectContent(locale: Locale, { projectId }: Params) {
  return { project: isProjectId(projectId) ? projectDetail(projectId, locale) : null };
}

export function aboutContent(locale: Locale) {
  return {
    about: aboutPage(locale),
    // How we work's steps, so that both pages tell the same process.
    process: processSteps(locale),
    team: teamIds.map((id) => teamMember(id, locale)),
    officeHours: officeHoursLine(locale),
    reviewSources: site.reviewSources ?? [],
  };
}

/** The steps of the work as How we work tells them, and whether they fell back to English. */
function processSteps(locale: Locale) {
  const { steps, untranslated } = howWeWorkPage(locale);
  return { steps, ...(untranslated && { untranslated }) };
}

export function howWeWorkContent(locale: Locale) {
  return {
    page: howWeWorkPage(locale),
    services: serviceIds.map((id) => ({
      ...serviceCard(id, locale),
      price: price(service(id).typicalPrice, locale),
    })),
  };
}

export function plannerContent(locale: Locale) {
  return { page: plannerPage(locale) };
}

export function careersContent(locale: Locale, day: IsoDate) {
  const { open, closed } = openRoles(roles, day);
  return {
    roles: open.map((id) => roleCard(id, locale)),
    closed,
  };
}

export function roleContent(locale: Locale, { roleId }: Params, day: IsoDate) {
  const published = isRoleId(roleId) && isOpen(role(roleId), day);
  return { role: published ? roleDetail(roleId, locale) : null };
}

export function blogContent(locale: Locale) {
  return { articles: articlesIn(locale).map(articleCard) };
}

/** An article exists in the languages it is written in only: no English stands in for it. */
export function articleContent(locale: Locale, { slug }: Params) {
  const article = findArticle(slug, locale);
  return { article: article ? articleDetail(article) : null };
}

export function policyContent(locale: Locale, id: PolicyId) {
  return { policy: policy(id, locale) };
}
