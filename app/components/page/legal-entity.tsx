import { useTranslations } from "use-intl";

import { fallback } from "~/content/fallback";
import { site } from "~/content/site";
import { useLocale } from "~/i18n/use-locale";

import { useInEnglish } from "./untranslated";

/** Stands for a part of a sentence while it is formatted, then is replaced by its element. */
const SLOT = "\u0000";

/** The authority that licensed the company, marked English where its name is not translated. */
export function Registry() {
  const locale = useLocale();
  const english = useInEnglish()(fallback(site.legal.registryIn, locale));
  const name = site.legal.registry[locale];
  return english.lang ? <span {...english}>{name}</span> : name;
}

/**
 * "Hajar Labs FZ-LLC, licence no. 47009318, Ras Al Khaimah Economic Zone (RAKEZ)" in the page's
 * language, inside `sentence` where one is given ("Issued by {company}.").
 */
export function LegalEntity({ sentence }: { sentence?: (company: string) => string }) {
  const t = useTranslations();
  const line = t("footer.legal", {
    name: site.legal.name,
    licence: site.legal.licence,
    registry: SLOT,
  });
  const [before, after] = (sentence ? sentence(line) : line).split(SLOT);
  return (
    <>
      {before}
      <Registry />
      {after}
    </>
  );
}
