// The company's details in one place: `site.json`, edited at /admin like the rest of the content
// and checked against its schema when the site is built (vite.config.ts). Everything the site
// shows about the company (header, footer, contact section, structured data, canonical URLs,
// booking) reads from here. This module reaches the browser, so it reshapes the file without the
// schema library.
import { locales, type Locale } from "../i18n/locales.ts";

import type { SiteEntry } from "./schema";
import type { Localized } from "./types";
import data from "./site.json" with { type: "json" };

type Place = { street?: string; city: string; country: string; registry?: string };
const file = data as unknown as Partial<Record<Locale, Place>> & {
  en: Omit<SiteEntry, "street" | "city" | "country" | "registry" | "translatedIn"> &
    Required<Place>;
};
const { en } = file;
/**
 * A field in each language. A language may leave out the street (the English one is then
 * shown, as the address's own spelling), or the whole address while it is not translated yet.
 */
const inEveryLanguage = (key: keyof Place) =>
  Object.fromEntries(locales.map((l) => [l, file[l]?.[key] ?? en[key]])) as Localized;

export const site = {
  name: en.name,
  /** Public address of the deployed site, without a trailing slash: canonical and hreflang URLs. */
  baseUrl: en.baseUrl,
  email: en.email,
  /** As dialled (tel: link) and as displayed. */
  phone: { href: en.phone, display: en.phoneDisplay },
  address: {
    street: inEveryLanguage("street"),
    city: inEveryLanguage("city"),
    country: inEveryLanguage("country"),
    countryCode: en.countryCode,
    /** The languages the address is written in; the others show the English one. */
    translatedIn: locales.filter((l) => file[l] !== undefined),
  },
  socials: en.socials,
  /** Public Cal.com booking page of the 30-minute call. */
  booking: { calLink: en.calLink, origin: "https://cal.com" },
  /** Days the site's intake keeps a request before deleting it; the privacy policy says so. */
  requestsKeptDays: en.requestsKeptDays,
  /** Working days and hours, in the office's time zone. */
  hours: en.hours,
  /**
   * The company as registered: its legal name and licence number as on the licence, and the
   * authority that issued it in each language.
   */
  legal: {
    ...en.legal,
    registry: inEveryLanguage("registry"),
    /** The languages the authority's name is written in; the others show the English one. */
    registryIn: locales.filter((l) => file[l]?.registry !== undefined),
  },
  /** Review sites where clients rate the studio, each its profile there; About links to them. */
  reviewSources: en.reviewSources,
  /** The WhatsApp Business number as dialled, when the owner has one. */
  whatsapp: en.whatsapp,
} as const;

/** WhatsApp's own link to a chat with the studio's number (a plain link, no script), if any. */
export const whatsAppUrl = site.whatsapp && `https://wa.me/${site.whatsapp.slice(1)}`;

/** The public booking page: the "Let's Talk!" button's link, and where it falls back to. */
export const bookingUrl = `${site.booking.origin}/${site.booking.calLink}`;
