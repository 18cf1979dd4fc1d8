// The one list of the site's pages: each route with the pages the content gives it. The route
// table (`routes.ts`) is built from it, prerendering reads it through `prerenderPaths()`, and the
// build writes it to `build/site-pages.json`, which the sitemap, the audit, the size report and
// the browser tests read instead of re-deriving pages.
import { generatePath } from "react-router";

import { aboutPage } from "./content/about";
import { articleLocales, articleSlugs, articlesIn, findArticle } from "./content/articles";
import { buildDate } from "./content/build-date";
import { isOpen, role, roleIds } from "./content/careers";
import { howWeWork } from "./content/how-we-work";
import { industryIds } from "./content/industries";
import { policy, policyIds } from "./content/policies";
import { project, projectIds } from "./content/projects";
import { service, serviceIds } from "./content/services";
import type { IsoDate } from "./content/types";
import { locales, localizePath, type Locale } from "./i18n/locales";
import { paths } from "./i18n/paths";
import { notFoundSections, type NotFoundSection } from "./not-found-sections";

export type SitePage<Kind extends string = PageKind> = {
  /** What the page is: a name for each route below (the tests pick pages by it). */
  kind: Kind;
  locale: Locale;
  path: string;
  /** The languages this page exists in (hreflang alternates), this one included. */
  alternates: readonly Locale[];
  /** When its content last changed: the sitemap's lastmod. */
  lastmod: IsoDate;
  /** Kept out of search results and the sitemap (the filtered lists of case studies). */
  noindex?: true;
};

type NotFoundPage = { locale: Locale; section: NotFoundSection | null; path: string };

export type SiteManifest = {
  /** The day the build decided what is published. */
  date: IsoDate;
  pages: SitePage[];
  notFound: NotFoundPage[];
  /** One feed per language that has articles. */
  feeds: { locale: Locale; path: string }[];
};

const latest = (dates: readonly IsoDate[]): IsoDate =>
  dates.reduce((a, b) => (b > a ? b : a), "1970-01-01" as IsoDate);

/** A page a route renders: its values for the route's parameters and what the sitemap says. */
type PageOf<Kind extends string> = {
  kind?: Kind;
  params?: Record<string, string>;
  lastmod: IsoDate;
  alternates?: readonly Locale[];
  noindex?: true;
};

/**
 * A route of every language's tree and the pages it has: `pattern` as React Router writes it
 * (no leading slash, "" for the home page), the module that renders it, and the published pages
 * in a language on a day, with their values for its parameters. A page's kind is the route's id
 * unless the page names its own.
 */
export type PageRoute = {
  id: string;
  pattern: string;
  module: string;
  pages: (locale: Locale, day: IsoDate) => PageOf<string>[];
};

function pageRoute<const Id extends string, const Kind extends string = Id>(
  id: Id,
  pattern: string,
  module: string,
  pages: (locale: Locale, day: IsoDate) => PageOf<Kind>[],
) {
  return { id, pattern, module, pages };
}

const serviceDates = () => serviceIds.map((id) => service(id).updated);
const projectDates = () => projectIds.map((id) => project(id).updated);

/**
 * The site's pages, route by route, in the order the router tries them: `app/routes.ts` builds
 * each language's tree from this list, and the prerender list, the sitemap, the measuring tools
 * and the tests over every page read the pages it yields. A new page is one entry here.
 */
export const pageRoutes = [
  pageRoute("home", "", "routes/home.tsx", () => [
    { lastmod: latest([...serviceDates(), ...projectDates()]) },
  ]),
  pageRoute("service", "services/:serviceId", "routes/service-detail.tsx", () =>
    serviceIds.map((serviceId) => ({ params: { serviceId }, lastmod: service(serviceId).updated })),
  ),
  pageRoute("projects", "projects", "routes/project-list.tsx", () => [
    { lastmod: latest(projectDates()) },
  ]),
  // The case studies of one service or one industry: kept out of search results (record 054).
  pageRoute("projects-of", "projects/:facet/:facetId", "routes/project-list.tsx", () => {
    const lastmod = latest(projectDates());
    return [
      ...serviceIds.map((facetId) => ({
        kind: "projects-by-service" as const,
        params: { facet: "service", facetId },
        lastmod,
        noindex: true as const,
      })),
      ...industryIds.map((facetId) => ({
        kind: "projects-by-industry" as const,
        params: { facet: "industry", facetId },
        lastmod,
        noindex: true as const,
      })),
    ];
  }),
  pageRoute("project", "projects/:projectId", "routes/project-detail.tsx", () =>
    projectIds.map((projectId) => ({ params: { projectId }, lastmod: project(projectId).updated })),
  ),
  pageRoute("about", "about", "routes/about.tsx", (locale) => [
    { lastmod: aboutPage(locale).updated as IsoDate },
  ]),
  pageRoute("how-we-work", "how-we-work", "routes/how-we-work.tsx", () => [
    { lastmod: howWeWork.updated },
  ]),
  pageRoute("careers", "careers", "routes/careers.tsx", (_, day) => [
    {
      lastmod: latest(
        roleIds.map((id) => (isOpen(role(id), day) ? role(id).datePosted : role(id).validThrough)),
      ),
    },
  ]),
  pageRoute("role", "careers/:roleId", "routes/role.tsx", (_, day) =>
    roleIds
      .filter((id) => isOpen(role(id), day))
      .map((roleId) => ({ params: { roleId }, lastmod: role(roleId).datePosted })),
  ),
  pageRoute("blog", "blog", "routes/blog.tsx", (locale) => [
    { lastmod: latest(articlesIn(locale).map((a) => a.updated as IsoDate)) },
  ]),
  pageRoute("article", "blog/:slug", "routes/article.tsx", (locale) =>
    articlesIn(locale).map((a) => ({
      params: { slug: a.slug },
      lastmod: a.updated as IsoDate,
      alternates: articleLocales(a.slug),
    })),
  ),
  ...policyIds.map((id) =>
    pageRoute(id, id, "routes/policy.tsx", (locale) => [
      { kind: "policy" as const, lastmod: policy(id, locale).updated as IsoDate },
    ]),
  ),
] satisfies PageRoute[];

/** Every published page in every language, on `day`. */
export function sitePages(day: IsoDate = buildDate()): SitePage[] {
  return locales.flatMap((locale) => pagesIn(locale, day));
}

/** The kinds of page there are: the names `pagesIn` gives them. */
export type PageKind = ReturnType<typeof pagesIn>[number]["kind"];

function pagesIn(locale: Locale, day: IsoDate) {
  return pageRoutes.flatMap(({ id, pattern, pages }) =>
    pages(locale, day).map(({ kind, params, lastmod, alternates, noindex }) => ({
      kind: kind ?? id,
      locale,
      path: localizePath(generatePath(`/${pattern}`, params), locale),
      alternates: alternates ?? locales,
      lastmod,
      ...(noindex && { noindex }),
    })),
  );
}

/** The not-found pages the build writes: one per language, and one per section and language. */
function notFoundPages(): NotFoundPage[] {
  return locales.flatMap((locale) => [
    { locale, section: null, path: localizePath("/404", locale) },
    ...notFoundSections.map((section) => ({
      locale,
      section,
      path: localizePath(`/${section}/404`, locale),
    })),
  ]);
}

export function siteManifest(day: IsoDate = buildDate()): SiteManifest {
  return {
    date: day,
    pages: sitePages(day),
    notFound: notFoundPages(),
    feeds: locales
      .filter((l) => articlesIn(l).length > 0)
      .map((locale) => ({ locale, path: paths.feed(locale) })),
  };
}

/** Every path React Router renders at build time: pages, not-found pages and feeds. */
export function prerenderPaths(day: IsoDate = buildDate()): string[] {
  const manifest = siteManifest(day);
  return [
    ...manifest.pages.map((p) => p.path),
    ...manifest.notFound.map((p) => p.path),
    ...manifest.feeds.map((f) => f.path),
  ];
}

/** Lines for the build log: articles published in fewer languages than the site has. */
export function translationReport(): string[] {
  return articleSlugs.flatMap((slug) => {
    const missing = locales.filter((l) => !findArticle(slug, l));
    return missing.length ? [`${slug} has no ${missing.join(", ")} translation`] : [];
  });
}
