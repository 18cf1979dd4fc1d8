import { useTranslations } from "use-intl";

import { site } from "~/content/site";
import { CURRENT_YEAR_ATTRIBUTE } from "./current-year.behaviour";

/** The year the page was prerendered in: the island module writes the visitor's own. */
const BUILD_YEAR: number = __BUILD_YEAR__;
/** Stands for the year while the sentence is formatted, then is replaced by its element. */
const YEAR_SLOT = "\u0000";

/** "© 2026 Hajar Labs. All rights reserved." in the page's language, with this year. */
export function Copyright() {
  const t = useTranslations();
  const [before, after] = t("footer.copyright", { year: YEAR_SLOT, company: site.name }).split(
    YEAR_SLOT,
  );
  return (
    <p>
      {before}
      <span {...{ [CURRENT_YEAR_ATTRIBUTE]: "" }}>{BUILD_YEAR}</span>
      {after}
    </p>
  );
}
