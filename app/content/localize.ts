// Content in one language, as route loaders hand it to pages. Only these plain objects reach
// the browser (inlined in the page's HTML), never the multilingual content modules.
import { formatDate } from "../i18n/format-date";
import { formatList } from "../i18n/format-list";
import { inRunningText } from "../i18n/running-text";
import { formatFigure, formatMonths, formatPrices, formatWeeks } from "../i18n/format-number";
import { regionName } from "./glossary-names";
import { localeInfo, type Locale } from "../i18n/locales";
import { officeHoursParts } from "./office-hours";

import type { Article } from "./articles";
import { fallback, textLocale } from "./fallback";
import { officePlace } from "./office-address";
import { buildDate } from "./build-date";
import { hiringProcess, hiringProcessIn, role, type Role, type RoleId } from "./careers";
import { howWeWork } from "./how-we-work";
import { planner } from "./planner";
import { industry, industryIds, type IndustryId } from "./industries";
import { project, projectIds, type Project, type ProjectId } from "./projects";
import { service, serviceIds, type ServiceId } from "./services";
import { site } from "./site";
import { teamMember as member, type TeamMemberId } from "./team";
import type { Picture } from "./types";

// Each object below that holds an entry's texts carries `untranslated: true` when the entry is
// not written in the page's language and its English texts stand in (app/content/fallback.ts).

export type LocalizedPicture = {
  src: string;
  width: number;
  height: number;
  alt: string;
  untranslated?: true;
};

function picture(p: Picture, locale: Locale, translatedIn: readonly Locale[]): LocalizedPicture {
  return {
    src: p.src,
    width: p.width,
    height: p.height,
    alt: p.alt[locale],
    ...fallback(translatedIn, locale),
  };
}

export function serviceCard(id: ServiceId, locale: Locale) {
  const s = service(id);
  return {
    id,
    icon: s.icon,
    title: s.title[locale],
    summary: s.summary[locale],
    ...fallback(s.translatedIn, locale),
  };
}
export type ServiceCard = ReturnType<typeof serviceCard>;

export function serviceDetail(id: ServiceId, locale: Locale) {
  const s = service(id);
  return {
    id,
    icon: s.icon,
    title: s.title[locale],
    metaDescription: s.metaDescription[locale],
    description: s.description[locale],
    overview: s.overview[locale],
    features: s.features[locale],
    image: picture(s.image, locale, s.translatedIn),
    typicalPrice: price(s.typicalPrice, locale),
    ...fallback(s.translatedIn, locale),
  };
}
export type ServiceDetail = ReturnType<typeof serviceDetail>;

/** A case study's results, as figures formatted in the page's language. */
function outcomes(p: Project, locale: Locale) {
  return p.outcomes.map((o, i) => ({
    figure: formatFigure(locale, o),
    label: p.outcomeLabels[locale][i]!,
    ...(o.before !== undefined && {
      before: formatFigure(locale, { value: o.before, unit: o.beforeUnit ?? o.unit }),
    }),
    ...(o.periodMonths !== undefined && { period: formatMonths(locale, o.periodMonths) }),
    ...fallback(p.translatedIn, locale),
  }));
}
export type Outcome = ReturnType<typeof outcomes>[number];

export function projectCard(id: ProjectId, locale: Locale) {
  const p = project(id);
  return {
    id,
    title: p.title[locale],
    category: p.category[locale],
    summary: p.summary[locale],
    image: picture(p.images[0], locale, p.translatedIn),
    /** The two strongest results: the first two of the list. */
    outcomes: outcomes(p, locale).slice(0, 2),
    serviceId: p.serviceId,
    industryId: p.industryId,
    ...fallback(p.translatedIn, locale),
  };
}
export type ProjectCard = ReturnType<typeof projectCard>;

/** A price range in dirhams with its Saudi riyal and US dollar equivalents. */
export function price(range: { min: number; max: number }, locale: Locale) {
  return { ...formatPrices(locale, range), ...range };
}
export type Price = ReturnType<typeof price>;

export function testimonial(id: ProjectId, locale: Locale) {
  const p = project(id);
  const { quote, author, position } = p.testimonial;
  return {
    quote: quote[locale],
    author: author[locale],
    position: position[locale],
    client: p.client,
    ...fallback(p.translatedIn, locale),
  };
}
export type Testimonial = ReturnType<typeof testimonial>;

export function projectDetail(id: ProjectId, locale: Locale) {
  const p = project(id);
  const [hero, ...screenshots] = p.images;
  return {
    id,
    title: p.title[locale],
    category: p.category[locale],
    tagline: p.tagline[locale],
    metaDescription: p.metaDescription[locale],
    client: p.client,
    year: p.year,
    technologies: p.technologies,
    overview: p.overview[locale],
    challenge: p.challenge[locale],
    solution: p.solution[locale],
    outcomes: outcomes(p, locale),
    testimonial: {
      quote: p.testimonial.quote[locale],
      author: p.testimonial.author[locale],
      position: p.testimonial.position[locale],
      ...fallback(p.translatedIn, locale),
    },
    hero: picture(hero, locale, p.translatedIn),
    screenshots: screenshots.map((s) => picture(s, locale, p.translatedIn)),
    /** Whether the screen images were taken from the product or drawn for the page. */
    screensKind: p.screensKind,
    clientLogo: p.clientLogo,
    links: p.links ?? {},
    referenceOnRequest: p.referenceOnRequest,
    relatedService: serviceName(p.serviceId, locale),
    /** A bank's, a payment company's or a health provider's: the page on their rules is linked. */
    regulated: industry(p.industryId).regulated,
    ...fallback(p.translatedIn, locale),
  };
}
export type ProjectDetail = ReturnType<typeof projectDetail>;

export function teamMember(id: TeamMemberId, locale: Locale) {
  const m = member(id);
  const words = m.name.en.split(/\s+/);
  return {
    id,
    name: m.name[locale],
    role: m.role[locale],
    bio: m.bio[locale],
    initials: `${words[0]![0]}${words.at(-1)![0]}`,
    photo: m.photo,
    profile: m.profile,
    ...fallback(m.translatedIn, locale),
  };
}
export type TeamMemberCard = ReturnType<typeof teamMember>;

/**
 * Country codes as one phrase in the page's language, joined with "or": the role is open from any
 * one of them, which "and" would not say ("Spain, Portugal, or Taiwan"; 「葡萄牙或臺灣」).
 */
function countryList(codes: readonly string[], locale: Locale): string {
  const names = new Intl.DisplayNames(localeInfo[locale].htmlLang, { type: "region" });
  return formatList(
    locale,
    codes.map((c) => regionName(locale, c, names)),
    "disjunction",
  );
}

export function roleCard(id: RoleId, locale: Locale) {
  const r: Role = role(id);
  return {
    id,
    title: r.title[locale],
    team: r.team[locale],
    summary: r.summary[locale],
    workplace: r.workplace,
    countries: countryList(r.remoteCountries ?? [], locale),
    city: site.address.city[locale],
    employmentType: r.employmentType,
    ...fallback(r.translatedIn, locale),
  };
}
export type RoleCard = ReturnType<typeof roleCard>;

export function roleDetail(id: RoleId, locale: Locale) {
  const r: Role = role(id);
  return {
    ...roleCard(id, locale),
    metaDescription: r.metaDescription[locale],
    /** For JobPosting: country names in English, as job boards read them. */
    remoteCountryNames: (r.remoteCountries ?? []).map((code) =>
      new Intl.DisplayNames("en", { type: "region" }).of(code)!,
    ),
    datePosted: { iso: r.datePosted, text: formatDate(r.datePosted, locale) },
    validThrough: { iso: r.validThrough, text: formatDate(r.validThrough, locale) },
    salary: r.salary,
    responsibilities: r.responsibilities[locale],
    requirements: r.requirements[locale],
    process: {
      steps: hiringProcess.map((step) => ({ title: step.title[locale], text: step.text[locale] })),
      ...fallback(hiringProcessIn, locale),
    },
  };
}
export type RoleDetail = ReturnType<typeof roleDetail>;

export function articleCard(article: Article) {
  const { locale } = article;
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    date: { iso: article.date, text: formatDate(article.date, locale) },
    updated: { iso: article.updated, text: formatDate(article.updated, locale) },
    author: teamMember(article.author, locale).name,
    tags: article.tags,
    cover: article.cover,
    readingMinutes: article.readingMinutes,
  };
}
export type ArticleCard = ReturnType<typeof articleCard>;

function inByline(locale: Locale, role: string): string {
  return locale === "es" ? inRunningText(role) : role;
}

export function articleDetail(article: Article) {
  return {
    ...articleCard(article),
    html: article.html,
    // After the name, in the byline: Spanish writes a role there in lower case (its glossary).
    authorRole: inByline(article.locale, teamMember(article.author, article.locale).role),
    authorId: article.author,
  };
}

/** The filters of /projects: every service and industry, with how many case studies each has. */
export function projectFilters(locale: Locale) {
  const count = (match: (p: Project) => boolean) =>
    projectIds.filter((id) => match(project(id))).length;
  return {
    services: serviceIds.map((id) => ({
      ...serviceName(id, locale),
      count: count((p) => p.serviceId === id),
    })),
    industries: industryIds.map((id) => ({
      ...industryName(id, locale),
      count: count((p) => p.industryId === id),
    })),
  };
}
export type ProjectFilters = ReturnType<typeof projectFilters>;

/** A service's name, as links and filters show it. */
export function serviceName(id: ServiceId, locale: Locale) {
  const s = service(id);
  return { id, name: s.title[locale], ...fallback(s.translatedIn, locale) };
}
export type ServiceName = ReturnType<typeof serviceName>;

/** An industry's name, as the filters of /projects show it. */
export function industryName(id: IndustryId, locale: Locale) {
  const i = industry(id);
  return { id, name: i.name[locale], ...fallback(i.translatedIn, locale) };
}

export function howWeWorkPage(locale: Locale) {
  return {
    title: howWeWork.title[locale],
    metaDescription: howWeWork.metaDescription[locale],
    intro: howWeWork.intro[locale],
    steps: howWeWork.steps[locale],
    engagements: howWeWork.prices.map((p, i) => ({
      ...howWeWork.engagements[locale][i]!,
      per: p.per,
      price: price(p.price, locale),
      length: p.per === "month" ? formatMonths(locale, p.length) : formatWeeks(locale, p.length),
    })),
    pricesNote: howWeWork.pricesNote[locale],
    updated: howWeWork.updated,
    ...fallback(howWeWork.translatedIn, locale),
  };
}
export type HowWeWorkPage = ReturnType<typeof howWeWorkPage>;

/**
 * The project planner in one language: the model's figures, each option with its label, the
 * engagements a plan can fit (from How we work) and the texts around the answer.
 */
export function plannerPage(locale: Locale) {
  const { version, weekCost, platforms, scopes, defaultScope, needs, tightDate } = planner;
  return {
    model: {
      version,
      weekCost,
      platforms,
      scopes,
      defaultScope,
      needs,
      tightDate,
      engagements: howWeWork.prices.map(({ per, price }) => ({ per, price })),
    },
    labels: {
      platforms: planner.platformLabels[locale].map((l) => l.label),
      scopes: planner.scopeLabels[locale],
      needs: planner.needLabels[locale].map((l) => l.label),
    },
    engagements: howWeWork.engagements[locale].map(({ name, summary }) => ({
      name,
      summary,
      ...fallback(howWeWork.translatedIn, locale),
    })),
    title: planner.title[locale],
    metaDescription: planner.metaDescription[locale],
    intro: planner.intro[locale],
    assumptions: planner.assumptions[locale],
    excludes: planner.excludes[locale],
    notAQuote: planner.notAQuote[locale],
    updated: planner.updated,
    ...fallback(planner.translatedIn, locale),
  };
}
export type PlannerPage = ReturnType<typeof plannerPage>;

/** The office's working days and hours in its own zone, as every page that shows them prerenders them. */
export function officeHoursLine(locale: Locale) {
  return officeHoursParts(locale, site.hours, new Date(`${buildDate()}T12:00:00Z`));
}
export type OfficeHoursLine = ReturnType<typeof officeHoursLine>;

/**
 * The office's address on two lines, in the order the language writes an address: the street,
 * then the town and country; in Chinese from the largest place to the smallest, the town and
 * country first (阿拉伯聯合大公國拉斯海瑪, then the street).
 */
export function officeAddressLines(locale: Locale) {
  const { address } = site;
  const written = textLocale(address.translatedIn, locale);
  const street = address.street[written];
  const place = officePlace(locale);
  return {
    lines: written === "zh" ? ([place, street] as const) : ([street, place] as const),
    ...fallback(address.translatedIn, locale),
  };
}
export type OfficeAddressLines = ReturnType<typeof officeAddressLines>;
