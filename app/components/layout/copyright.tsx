import { useTranslations } from "use-intl";

import { site } from "~/content/site";
import { InlineScript } from "~/delivery";

import currentYear from "./current-year.ts?inline-script";

/** The year the page was prerendered in: the script after the line writes the visitor's own. */
const BUILD_YEAR: number = __BUILD_YEAR__;
/** Stands for the year while the sentence is formatted, then is replaced by its element. */
const YEAR_SLOT = "\u0000";

/** "© 2026 Hajar Labs. All rights reserved." in the page's language, with this year. */
export function Copyright({ className }: { className: string }) {
  const t = useTranslations();
  const [before, after] = t("footer.copyright", { year: YEAR_SLOT, company: site.name }).split(
    YEAR_SLOT,
  );
  return (
    <>
      <p className={className}>
        {before}
        <span data-current-year="">{BUILD_YEAR}</span>
        {after}
      </p>
      <InlineScript code={currentYear} args={[]} />
    </>
  );
}
