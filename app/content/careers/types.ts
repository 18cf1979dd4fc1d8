import type { IsoDate, Localized } from "../types";

export type { IsoDate };

/** An ISO 3166-1 alpha-2 country code, upper case. */
export type CountryCode = `${Uppercase<string>}`;

/**
 * An open role. It is published from `datePosted` until `validThrough` (inclusive); after that
 * its page is not built and the careers page says a role has closed.
 */
export type Role = {
  title: Localized;
  team: Localized;
  /** Where the person works: at the office, partly at the office, or anywhere in `remoteCountries`. */
  workplace: "office" | "hybrid" | "remote";
  /** Countries a remote hire may live in: ISO 3166-1 codes such as "AE", "ES". */
  remoteCountries?: readonly CountryCode[];
  employmentType: "FULL_TIME" | "PART_TIME" | "CONTRACTOR";
  datePosted: IsoDate;
  validThrough: IsoDate;
  /** One or two sentences: the role at a glance (also the card text). */
  summary: Localized;
  /** The search-result snippet (meta description): at most 160 characters. */
  metaDescription: Localized;
  /** "What you will do". */
  responsibilities: Localized<readonly string[]>;
  /** "What you bring". */
  requirements: Localized<readonly string[]>;
};

/** One step of the hiring process, shown on every role page. */
export type HiringStep = { title: Localized; text: Localized };
