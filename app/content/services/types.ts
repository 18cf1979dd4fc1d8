import type { Localized, Picture, Six } from "../types";

export type Service = {
  title: Localized;
  /** One or two sentences for the home page card. */
  summary: Localized;
  /** The lead paragraph under the title on the service page. */
  description: Localized;
  /** The "Overview" section: two or three paragraphs. */
  overview: Localized<readonly string[]>;
  /** "What We Provide": exactly six. */
  features: Localized<Six<string>>;
  /** 1600 × 900 hero artwork. */
  image: Picture;
};
