// The one list of the site's pages: each route with the pages the content gives it and what it
// shows of the content. The route table (`routes.ts`) is built from it, prerendering reads it
// through `prerenderPaths()`, and the build writes it to `build/site-pages.json`, which the
// sitemap, the audit, the size report and the browser tests read instead of re-deriving pages.
// A page whose content is not translated into its language yet shows the English text, and is
// kept out of search results and out of the hreflang of its other languages until it is.
import { createContext, generatePath } from "react-router";

import { aboutPage } from "./content/about";
import { articleLocales, articleSlugs, articlesIn, findArticle } from "./content/articles";
import { buildDate } from "./content/build-date";
import { isOpen, role, roleIds } from "./content/careers";
import { untranslatedIn } from "./content/fallback";
import { howWeWork } from "./content/how-we-work";
import { industryIds } from "./content/industries";
import { planner } from "./content/planner";
import {
  aboutContent,
  articleContent,
  blogContent,
  careersContent,
  homeContent,
  howWeWorkContent,
  plannerContent,
  policyContent,
  projectContent,
  projectsContent,
  roleContent,
  serviceContent,
} from "./content/page-content";
import { policy, policyIds } from "./content/policies";
import { project, projectIds } from "./content/projects";
import { service, serviceIds } from "./content/services";
import type { IsoDate } from "./content/types";
import {
  localeFromPathname,
  locales,
  localizePath,
  pagePath,
  stripLocale,
  type Locale,
} from "./i18n/locales";
import type { PageHere, PageStatus } from "./lib/page-here";
import { paths } from "./paths";
import { notFoundSections, type NotFoundSection } from "./not-found-sections";

export type SitePage<Kind extends string = PageKind> = {
  /** What the page is: a name for each route below (the tests pick pages by it). */
  kind: Kind;
  locale: Locale;
  path: string;
  /** The languages this page exists in, this one included: the language links lead to them. */
  languages: readonly Locale[];
  /**
   * The languages search engines are told of (hreflang, the sitemap): those the page exists in
   * and is translated into.
   */
  alternates: readonly Locale[];
  /** When its content last changed: the sitemap's lastmod. */
  lastmod: IsoDate;
  /**
   * Kept out of search results and the sitemap: the filtered lists of case studies, and a page
   * showing content not translated into its language yet.
   */
  noindex?: true;
  /** Where its content fell back to English (app/content/fallback.ts), if anywhere. */
  untranslated?: readonly string[];
};

type NotFoundPage = { locale: Locale; section: NotFoundSection | null; path: string };

export type SiteManifest = {
  /** The day the build decided what is published. */
  date: IsoDate;
  pages: SitePage[];
  notFound: NotFoundPage[];
  /** One feed per language. */
  feeds: { locale: Locale; path: string }[];
};

const latest = (dates: readonly IsoDate[]): IsoDate =>
  dates.reduce((a, b) => (b > a ? b : a), "1970-01-01" as IsoDate);

/** A page a route renders: its values for the route's parameters and what the sitemap says. */
type PageOf<Kind extends string> = {
  kind?: Kind;
  params?: Record<string, string>;
  lastmod: IsoDate;
  /** The languages the page exists in, when not all (an article). */
  languages?: readonly Locale[];
  noindex?: true;
};

/** What a page shows of the content in a language: its route's loader data. */
type PageContent = (locale: Locale, params: Record<string, string>, day: IsoDate) => unknown;

/**
 * A route of every language's tree and the pages it has: `pattern` as React Router writes it
 * (no leading slash, "" for the home page), the module that renders it, the published pages in a
 * language on a day, with their values for its parameters, and what a page shows of the content
 * (app/content/page-content.ts, which the route's loader returns). A page's kind is the route's
 * id unless the page names its own.
 */
export type PageRoute = {
  id: string;
  pattern: string;
  module: string;
  pages: (locale: Locale, day: IsoDate) => PageOf<string>[];
  content: PageContent;
};

function pageRoute<const Id extends string, const Kind extends string = Id>(
  id: Id,
  pattern: string,
  module: string,
  pages: (locale: Locale, day: IsoDate) => PageOf<Kind>[],
  content: PageContent,
) {
  return { id, pattern, module, pages, content };
}

const serviceDates = () => serviceIds.map((id) => service(id).updated);
const projectDates = () => projectIds.map((id) => project(id).updated);

/**
 * The site's pages, route by route, in the order the router tries them: `app/routes.ts` builds
 * each language's tree from this list, and the prerender list, the sitemap, the measuring tools
 * and the tests over every page read the pages it yields. A new page is one entry here.
 */
export const pageRoutes = [
  pageRoute(
    "home",
    "",
    "routes/home.tsx",
    () => [{ lastmod: latest([...serviceDates(), ...projectDates()]) }],
    homeContent,
  ),
  pageRoute(
    "service",
    "services/:serviceId",
    "routes/service-detail.tsx",
    () =>
      serviceIds.map((serviceId) => ({
        params: { serviceId },
        lastmod: service(serviceId).updated,
      })),
    serviceContent,
  ),
  pageRoute(
    "projects",
    "projects",
    "routes/project-list.tsx",
    () => [{ lastmod: latest(projectDates()) }],
    projectsContent,
  ),
  // The case studies of one service or one industry: kept out of search results (record 054).
  pageRoute(
    "projects-of",
    "projects/:facet/:facetId",
    "routes/project-list.tsx",
    () => {
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
    },
    projectsContent,
  ),
  pageRoute(
    "project",
    "projects/:projectId",
    "routes/project-detail.tsx",
    () =>
      projectIds.map((projectId) => ({
        params: { projectId },
        lastmod: project(projectId).updated,
      })),
    projectContent,
  ),
  pageRoute(
    "about",
    "about",
    "routes/about.tsx",
    (locale) => [{ lastmod: aboutPage(locale).updated as IsoDate }],
    aboutContent,
  ),
  pageRoute(
    "how-we-work",
    "how-we-work",
    "routes/how-we-work.tsx",
    () => [{ lastmod: howWeWork.updated }],
    howWeWorkContent,
  ),
  pageRoute(
    "planner",
    "project-planner",
    "routes/project-planner.tsx",
    () => [{ lastmod: latest([planner.updated, howWeWork.updated]) }],
    plannerContent,
  ),
  pageRoute(
    "careers",
    "careers",
    "routes/careers.tsx",
    (_, day) => [
      {
        lastmod: latest(
          roleIds.map((id) =>
            isOpen(role(id), day) ? role(id).datePosted : role(id).validThrough,
          ),
        ),
      },
    ],
    (locale, _, day) => careersContent(locale, day),
  ),
  pageRoute(
    "role",
    "careers/:roleId",
    "routes/role.tsx",
    (_, day) =>
      roleIds
        .filter((id) => isOpen(role(id), day))
        .map((roleId) => ({ params: { roleId }, lastmod: role(roleId).datePosted })),
    roleContent,
  ),
  pageRoute(
    "blog",
    "blog",
    "routes/blog.tsx",
    (locale) => [{ lastmod: latest(articlesIn(locale).map((a) => a.updated as IsoDate)) }],
    blogContent,
  ),
  pageRoute(
    "article",
    "blog/:slug",
    "routes/article.tsx",
    (locale) =>
      articlesIn(locale).map((a) => ({
        params: { slug: a.slug },
        lastmod: a.updated as IsoDate,
        languages: articleLocales(a.slug),
      })),
    articleContent,
  ),
  ...policyIds.map((id) =>
    pageRoute(
      id,
      id,
      "routes/policy.tsx",
      (locale) => [{ kind: "policy" as const, lastmod: policy(id, locale).updated as IsoDate }],
      (locale) => policyContent(locale, id),
    ),
  ),
] satisfies PageRoute[];

/** The pages computed for a day: the prerender asks for each page's on every page. */
const pagesOfDay = new Map<IsoDate, SitePage[]>();

/** Every published page in every language, on `day`. */
export function sitePages(day: IsoDate = buildDate()): SitePage[] {
  const known = pagesOfDay.get(day);
  if (known) return known;
  const pages = locales.flatMap((locale) => pagesIn(locale, day));
  // A language's version of a page is named to search engines once it is translated.
  const translated = new Set(pages.filter((p) => !p.untranslated).map((p) => p.path));
  const withAlternates = pages.map((page) => ({
    ...page,
    alternates: page.languages.filter((l) =>
      translated.has(localizePath(stripLocale(page.path), l)),
    ),
  }));
  pagesOfDay.set(day, withAlternates);
  return withAlternates;
}

/** What the layout needs of a page's entry: its head and its language links. */
const statusOf = (page: SitePage): PageStatus => ({
  languages: page.languages,
  alternates: page.alternates,
  noindex: page.noindex === true,
  untranslated: page.untranslated !== undefined,
});

/**
 * Each path the prerender asks for, with its language and its entry (a not-found state and a feed
 * have none), by day: looked up once per page.
 */
type Place = Pick<PageHere, "locale" | "status">;
const placesOfDay = new Map<IsoDate, Map<string, Place>>();

function places(day: IsoDate): Map<string, Place> {
  let known = placesOfDay.get(day);
  if (!known) {
    const { pages, notFound, feeds } = siteManifest(day);
    known = new Map<string, Place>([
      ...pages.map((p) => [p.path, { locale: p.locale, status: statusOf(p) }] as const),
      ...[...notFound, ...feeds].map((p) => [p.path, { locale: p.locale, status: null }] as const),
    ]);
    placesOfDay.set(day, known);
  }
  return known;
}

/**
 * The page the prerender asks for at `url`, as the list has it: its language and entry are read
 * from the list, not from the address. Only an address the list lacks (the dev server's, for a
 * mistyped path) takes its language from its first segment.
 */
export function pageAt(url: string, day: IsoDate = buildDate()): PageHere {
  const path = pagePath(new URL(url).pathname);
  const place = places(day).get(path);
  return {
    locale: place?.locale ?? localeFromPathname(path),
    path: stripLocale(path),
    status: place?.status ?? null,
    languages: place?.status?.languages ?? locales,
  };
}

/** The page a request is for, set once for the layout and every page's loader (routes/site-layout.tsx). */
export const pageContext = createContext<PageHere>();

/** The kinds of page there are: the names `pagesIn` gives them. */
export type PageKind = ReturnType<typeof pagesIn>[number]["kind"];

function pagesIn(locale: Locale, day: IsoDate) {
  return pageRoutes.flatMap(({ id, pattern, pages, content }) =>
    pages(locale, day).map(({ kind, params, lastmod, languages, noindex }) => {
      const untranslated = untranslatedIn(content(locale, params ?? {}, day));
      return {
        kind: kind ?? id,
        locale,
        path: localizePath(generatePath(`/${pattern}`, params), locale),
        languages: languages ?? locales,
        alternates: [] as readonly Locale[],
        lastmod,
        ...((noindex || untranslated.length > 0) && { noindex: true as const }),
        ...(untranslated.length > 0 && { untranslated }),
      };
    }),
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
    // Every language has its feed, the route being in every language's tree: one with no
    // article yet is an empty channel until one is written.
    feeds: locales.map((locale) => ({ locale, path: paths.feed(locale) })),
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

/**
 * Lines for the build log: articles published in fewer languages than the site has, and per
 * language the pages showing English text not translated yet (`npm run translations` says which).
 */
export function translationReport(day: IsoDate = buildDate()): string[] {
  const articles = articleSlugs.flatMap((slug) => {
    const missing = locales.filter((l) => !findArticle(slug, l));
    return missing.length ? [`${slug} has no ${missing.join(", ")} translation`] : [];
  });
  const pages = locales.flatMap((locale) => {
    const count = sitePages(day).filter((p) => p.locale === locale && p.untranslated).length;
    return count ? [`${count} ${locale} pages show English text not translated yet (noindex)`] : [];
  });
  return [...articles, ...pages];
}
