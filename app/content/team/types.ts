import type { Localized } from "../types";

/** A person on the About page and the author of articles (articles name them by id). */
export type TeamMember = {
  /** As the person writes it in each language (a Chinese name may differ). */
  name: Localized;
  role: Localized;
  /** Two or three sentences. */
  bio: Localized;
};
