// schema.org JSON-LD, built from the content and typed by schema-dts, so a misspelt property or a
// wrong value type is a compile error. Every page carries the company (`Organization`) and the
// site (`WebSite`); pages add their own nodes, which point at the company by its `@id`.
import type {
  BlogPosting,
  BreadcrumbList,
  Graph,
  JobPosting,
  Organization,
  Service,
  Thing,
  WebSite,
} from "schema-dts";

import { site } from "~/content/site";
import { localeInfo, type Locale } from "~/i18n/locales";

/** Absolute URL of a site path, as canonical links and structured data need. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.baseUrl}/` : `${site.baseUrl}${path}`;
}

const organizationId = `${site.baseUrl}/#organization`;
const websiteId = `${site.baseUrl}/#website`;
const organizationRef = { "@id": organizationId };

function postalAddress(locale: Locale) {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.city[locale],
    addressRegion: site.address.city[locale],
    addressCountry: site.address.countryCode,
  } as const;
}

export function organization(locale: Locale, description: string): Organization {
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    description,
    email: site.email,
    telephone: site.phone.href,
    address: postalAddress(locale),
    sameAs: site.socials.map((s) => s.href),
  };
}

export function website(locale: Locale, homePath: string): WebSite {
  return {
    "@type": "WebSite",
    "@id": websiteId,
    name: site.name,
    url: absoluteUrl(homePath),
    inLanguage: localeInfo[locale].htmlLang,
    publisher: organizationRef,
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function serviceNode(args: {
  name: string;
  description: string;
  path: string;
  image: string;
}): Service {
  return {
    "@type": "Service",
    name: args.name,
    description: args.description,
    url: absoluteUrl(args.path),
    image: absoluteUrl(args.image),
    serviceType: args.name,
    provider: organizationRef,
    areaServed: "Worldwide",
  };
}

export function blogPosting(args: {
  headline: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: string;
  locale: Locale;
  keywords: readonly string[];
}): BlogPosting {
  return {
    "@type": "BlogPosting",
    headline: args.headline,
    description: args.description,
    url: absoluteUrl(args.path),
    mainEntityOfPage: absoluteUrl(args.path),
    image: absoluteUrl(args.image),
    datePublished: args.datePublished,
    dateModified: args.dateModified,
    author: { "@type": "Person", name: args.author, worksFor: organizationRef },
    publisher: organizationRef,
    inLanguage: localeInfo[args.locale].htmlLang,
    keywords: args.keywords.join(", "),
  };
}

export function jobPosting(args: {
  title: string;
  /** HTML, as Google asks for the description. */
  description: string;
  path: string;
  datePosted: string;
  validThrough: string;
  employmentType: string;
  workplace: "office" | "hybrid" | "remote";
  remoteCountries: readonly string[];
  locale: Locale;
}): JobPosting {
  const place = {
    jobLocation: { "@type": "Place", address: postalAddress(args.locale) },
  } as const;
  const remote = {
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: args.remoteCountries.map((name) => ({
      "@type": "Country" as const,
      name,
    })),
  } as const;
  return {
    "@type": "JobPosting",
    title: args.title,
    description: args.description,
    url: absoluteUrl(args.path),
    datePosted: args.datePosted,
    // The end of the closing day in the office's time zone.
    validThrough: `${args.validThrough}T23:59:59+04:00`,
    employmentType: args.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      "@id": organizationId,
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/favicon.svg"),
    },
    directApply: false,
    ...(args.workplace === "remote" ? remote : place),
  };
}

/** One JSON-LD block with every node of the page. */
export function graph(nodes: readonly Thing[]): Graph {
  return { "@context": "https://schema.org", "@graph": nodes };
}

/** JSON safe inside a `<script>` element: `<` cannot close it. */
export function serializeJsonLd(value: Graph): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
