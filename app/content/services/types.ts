import type { IsoDate, Localized, Picture, Six } from "../types";

export type Service = {
  /** The day this text last changed: the sitemap's lastmod. */
  updated: IsoDate;
  title: Localized;
  /** One or two sentences for the home page card. */
  summary: Localized;
  /** The search-result snippet (meta description): at most 160 characters. */
  metaDescription: Localized;
  /** The lead paragraph under the title on the service page. */
  description: Localized;
  /** The "Overview" section: two or three paragraphs. */
  overview: Localized<readonly string[]>;
  /** "What We Provide": exactly six. */
  features: Localized<Six<string>>;
  /** 1600 × 900 hero artwork. */
  image: Picture;
};
