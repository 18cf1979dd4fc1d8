// The company's details in one place: `site.json`, edited at /admin like the rest of the content
// and checked against its schema when the site is built (vite.config.ts). Everything the site
// shows about the company (header, footer, contact section, structured data, canonical URLs,
// booking) reads from here. This module reaches the browser, so it reshapes the file without the
// schema library.
import type { socialIds, SiteEntry } from "./schema";
import data from "./site.json" with { type: "json" };

const file = data as unknown as {
  en: Omit<SiteEntry, "city" | "country"> & { city: string; country: string };
  zh: { city: string; country: string };
  es: { city: string; country: string };
};
const { en } = file;

export const site = {
  name: en.name,
  /** Public address of the deployed site, without a trailing slash: canonical and hreflang URLs. */
  baseUrl: en.baseUrl,
  email: en.email,
  /** As dialled (tel: link) and as displayed. */
  phone: { href: en.phone, display: en.phoneDisplay },
  address: {
    street: en.street,
    city: { en: en.city, zh: file.zh.city, es: file.es.city },
    country: { en: en.country, zh: file.zh.country, es: file.es.country },
    countryCode: en.countryCode,
  },
  socials: en.socials,
  /** Public Cal.com booking page of the 30-minute call. */
  booking: { calLink: en.calLink, origin: "https://cal.com" },
  /**
   * Optional form endpoint taking a JSON POST (Formspree-style). `null` keeps the mailto flow
   * only; see the README before switching it on.
   */
  formEndpoint: en.formEndpoint ?? null,
} as const;

export type SocialId = (typeof socialIds)[number];

/** The public booking page: the "Let's Talk!" button's link, and where it falls back to. */
export const bookingUrl = `${site.booking.origin}/${site.booking.calLink}`;
