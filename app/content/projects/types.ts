import type { ServiceId } from "../services";
import type { Four, IsoDate, Localized, Picture } from "../types";

export type Project = {
  /** The service this case study illustrates ("View Related Service"); must exist. */
  serviceId: ServiceId;
  /** The day this text last changed: the sitemap's lastmod. */
  updated: IsoDate;
  title: Localized;
  /** The chip on the card and the page, e.g. "Mobile Development", "IoT Solutions". */
  category: Localized;
  /** One line under the title on the project page. */
  tagline: Localized;
  /** One or two sentences for the card on /projects. */
  summary: Localized;
  /** The search-result snippet (meta description): at most 160 characters. */
  metaDescription: Localized;
  /** The client's name, as they write it. */
  client: string;
  year: number;
  /** Product and technology names, shown as chips; not translated. */
  technologies: readonly string[];
  /** "Overview", "The Challenge", "Our Solution": one or more paragraphs each. */
  overview: Localized<readonly string[]>;
  challenge: Localized<readonly string[]>;
  solution: Localized<readonly string[]>;
  /** "Results": exactly four, each with a figure. */
  results: Localized<Four<string>>;
  testimonial: { quote: Localized; author: string; position: Localized };
  /** Hero (1600 × 900, also the card image), then two screenshots (1200 × 900). */
  images: readonly [Picture, Picture, Picture];
};
