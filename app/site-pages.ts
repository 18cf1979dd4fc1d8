// The one list of the site's pages, built from the content and the typed paths. Prerendering
// reads it through `prerenderPaths()`; the build writes it to `build/site-pages.json`, which the
// sitemap, the audit, the size report and the browser tests read instead of re-deriving pages.
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

/** Every published page in every language, on `day`. */
export function sitePages(day: IsoDate = buildDate()): SitePage[] {
  return locales.flatMap((locale) => pagesIn(locale, day));
}

/** The kinds of page there are: the names `pagesIn` gives them. */
export type PageKind = ReturnType<typeof pagesIn>[number]["kind"];

function pagesIn(locale: Locale, day: IsoDate) {
  const serviceDates = serviceIds.map((id) => service(id).updated);
  const projectDates = projectIds.map((id) => project(id).updated);
  const openRoleIds = roleIds.filter((id) => isOpen(role(id), day));
  const careersDate = latest(
    roleIds.map((id) => (isOpen(role(id), day) ? role(id).datePosted : role(id).validThrough)),
  );

  const page = <Kind extends string>(
    kind: Kind,
    path: string,
    lastmod: IsoDate,
  ): SitePage<Kind> => ({ kind, locale, path, alternates: locales, lastmod });
  const articles = articlesIn(locale);
  return [
    page("home", paths.home(locale), latest([...serviceDates, ...projectDates])),
    ...serviceIds.map((id) => page("service", paths.service(locale, id), service(id).updated)),
    page("projects", paths.projects(locale), latest(projectDates)),
    ...serviceIds.map((id) => ({
      ...page("projects-by-service", paths.projectsByService(locale, id), latest(projectDates)),
      noindex: true as const,
    })),
    ...industryIds.map((id) => ({
      ...page("projects-by-industry", paths.projectsByIndustry(locale, id), latest(projectDates)),
      noindex: true as const,
    })),
    ...projectIds.map((id) => page("project", paths.project(locale, id), project(id).updated)),
    page("about", paths.about(locale), aboutPage(locale).updated as IsoDate),
    page("how-we-work", paths.howWeWork(locale), howWeWork.updated),
    page("careers", paths.careers(locale), careersDate),
    ...openRoleIds.map((id) => page("role", paths.role(locale, id), role(id).datePosted)),
    page("blog", paths.blog(locale), latest(articles.map((a) => a.updated as IsoDate))),
    ...articles.map((a) => ({
      ...page("article", paths.article(locale, a.slug), a.updated as IsoDate),
      alternates: articleLocales(a.slug),
    })),
    ...policyIds.map((id) =>
      page("policy", paths.policy(locale, id), policy(id, locale).updated as IsoDate),
    ),
  ];
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
