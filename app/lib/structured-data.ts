// schema.org JSON-LD, built from the content and typed by schema-dts, so a misspelt property or a
// wrong value type is a compile error. Every page carries the company (`Organization`) and the
// site (`WebSite`); pages add their own nodes, which point at the company by its `@id`.
import type {
  AboutPage,
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  Graph,
  ImageObject,
  JobPosting,
  Organization,
  Service,
  Thing,
  WebSite,
} from "schema-dts";

import { logoPng } from "~/content/cards";
import { site } from "~/content/site";
import { localeInfo, type Locale } from "~/i18n/locales";

/** Absolute URL of a site path, as canonical links and structured data need. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.baseUrl}/` : `${site.baseUrl}${path}`;
}

const organizationId = `${site.baseUrl}/#organization`;
const websiteId = `${site.baseUrl}/#website`;
const organizationRef = { "@id": organizationId };

/** The office's time zone (Gulf Standard Time): dates are days there. */
const OFFICE_OFFSET = "+04:00";

/** A calendar day as an instant with a time zone: its start at the office. */
const startOfDay = (date: string) => `${date}T00:00:00${OFFICE_OFFSET}`;

/**
 * The company's logo as Google asks for it: a square raster of at least 112 px. A function, like
 * every node here, so that pages whose scripts import this module for `absoluteUrl` carry no card.
 */
const logo = (): ImageObject => ({
  "@type": "ImageObject",
  url: absoluteUrl(logoPng()),
  width: "512",
  height: "512",
});

function postalAddress(locale: Locale) {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street[locale],
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
    legalName: site.legal.name,
    // The trade licence, named by the authority that issued it (as written in English).
    identifier: {
      "@type": "PropertyValue",
      propertyID: site.legal.registry.en,
      value: site.legal.licence,
    },
    url: absoluteUrl("/"),
    logo: logo(),
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

export function serviceNode(args: ServiceArgs & { image: string }): Service {
  return {
    ...serviceOffer(args),
    image: absoluteUrl(args.image),
    serviceType: args.name,
    areaServed: "Worldwide",
  };
}

/**
 * An indicative price range, as the page states it: a PriceSpecification with its minimum and
 * maximum in dirhams (`minPrice`/`maxPrice`), not a fixed price.
 */
function priceRange(price: { min: number; max: number }) {
  return {
    "@type": "Offer" as const,
    priceSpecification: {
      "@type": "PriceSpecification" as const,
      minPrice: price.min,
      maxPrice: price.max,
      priceCurrency: "AED",
    },
  };
}

type ServiceArgs = {
  name: string;
  description: string;
  path: string;
  price: { min: number; max: number };
};

/** A service with the range its engagements typically fall in (How we work, the service page). */
export function serviceOffer(args: ServiceArgs): Service {
  return {
    "@type": "Service",
    name: args.name,
    description: args.description,
    url: absoluteUrl(args.path),
    provider: organizationRef,
    offers: priceRange(args.price),
  };
}

export function blogPosting(args: {
  headline: string;
  description: string;
  path: string;
  /** The picture in 16:9, 4:3 and 1:1, as Google recommends. */
  images: readonly string[];
  datePublished: string;
  dateModified: string;
  author: { name: string; path: string };
  locale: Locale;
  keywords: readonly string[];
}): BlogPosting {
  return {
    "@type": "BlogPosting",
    headline: args.headline,
    description: args.description,
    url: absoluteUrl(args.path),
    mainEntityOfPage: absoluteUrl(args.path),
    image: args.images.map(absoluteUrl),
    datePublished: startOfDay(args.datePublished),
    dateModified: startOfDay(args.dateModified),
    author: {
      "@type": "Person",
      name: args.author.name,
      url: absoluteUrl(args.author.path),
      worksFor: organizationRef,
    },
    publisher: organizationRef,
    inLanguage: localeInfo[args.locale].htmlLang,
    keywords: args.keywords.join(", "),
  };
}

export function jobPosting(args: {
  /** The role's id, unique and stable: the posting's identifier. */
  id: string;
  title: string;
  /** HTML, as Google asks for the description. */
  description: string;
  path: string;
  datePosted: string;
  validThrough: string;
  employmentType: string;
  workplace: "office" | "hybrid" | "remote";
  remoteCountries: readonly string[];
  /** Yearly, in the currency named, when the owner publishes it. */
  salary?: { currency: string; min: number; max: number };
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
    identifier: { "@type": "PropertyValue", name: site.name, value: args.id },
    title: args.title,
    description: args.description,
    url: absoluteUrl(args.path),
    datePosted: args.datePosted,
    // The end of the closing day in the office's time zone.
    validThrough: `${args.validThrough}T23:59:59${OFFICE_OFFSET}`,
    employmentType: args.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      "@id": organizationId,
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: logo(),
    },
    directApply: false,
    ...(args.salary && {
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: args.salary.currency,
        value: {
          "@type": "QuantitativeValue",
          minValue: args.salary.min,
          maxValue: args.salary.max,
          unitText: "YEAR",
        },
      },
    }),
    ...(args.workplace === "remote" ? remote : place),
  };
}

/** A case study: the work, for whom, when, and the service it shows. */
export function caseStudy(args: {
  name: string;
  description: string;
  path: string;
  image: string;
  client: string;
  year: number;
  service: { name: string; path: string };
  keywords: readonly string[];
  locale: Locale;
}): CreativeWork {
  return {
    "@type": "CreativeWork",
    name: args.name,
    description: args.description,
    url: absoluteUrl(args.path),
    image: absoluteUrl(args.image),
    dateCreated: String(args.year),
    creator: organizationRef,
    sourceOrganization: { "@type": "Organization", name: args.client },
    about: { "@type": "Service", name: args.service.name, url: absoluteUrl(args.service.path) },
    keywords: args.keywords.join(", "),
    inLanguage: localeInfo[args.locale].htmlLang,
  };
}

/** The About page: a page about the company. */
export function aboutPageNode(args: {
  name: string;
  description: string;
  path: string;
  locale: Locale;
}): AboutPage {
  return {
    "@type": "AboutPage",
    name: args.name,
    description: args.description,
    url: absoluteUrl(args.path),
    about: organizationRef,
    mainEntity: organizationRef,
    inLanguage: localeInfo[args.locale].htmlLang,
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
