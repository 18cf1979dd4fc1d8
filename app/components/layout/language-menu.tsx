import { useId } from "react";
import { useTranslations } from "use-intl";

import { Icon } from "~/components/ui/icon";
import { localeInfo, locales, localizePath, type Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";

import { LANGUAGE_MENU_ID } from "./language-menu-links.behaviour";
import { MENU_CHOICE } from "./menu-choice";

type Props = {
  /** The page's path without its language prefix (`/projects`). */
  path: string;
  /** The languages the page exists in, when not all: an article may lack some. */
  languages?: readonly Locale[];
};

/**
 * The footer's language choice: a button showing the page's language and the list it opens, of the
 * page in each of its languages, both in the page's HTML. The button opens the list as a popover
 * with no script, JavaScript on or off; the browser closes it on Escape or a click beside it. The
 * list's links are plain links, which crawlers follow; the page's module
 * (./language-menu-links.behaviour.ts) remembers the language followed for the next visit of an
 * English page and keeps the section the visitor was reading.
 */
export function LanguageMenu({ path, languages = locales }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const labelId = useId();
  const valueId = useId();
  const inItsLanguage = (l: Locale) => ({ lang: localeInfo[l].htmlLang, dir: localeInfo[l].dir });

  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm text-ink-muted">
        {t("footer.language")}
      </span>
      <button
        type="button"
        popoverTarget={LANGUAGE_MENU_ID}
        aria-labelledby={`${labelId} ${valueId}`}
        className="inline-flex min-h-11 min-w-40 items-center justify-between gap-3 rounded-lg border border-ink-muted/40 px-3 text-sm hover:border-ink-muted"
      >
        <span id={valueId}>
          <span {...inItsLanguage(locale)}>{localeInfo[locale].label}</span>
        </span>
        <Icon name="chevron-down" className="size-4" />
      </button>
      <nav
        id={LANGUAGE_MENU_ID}
        popover="auto"
        aria-label={t("footer.otherLanguages")}
        className="language-menu rounded-lg border border-border bg-background p-1 text-foreground"
      >
        <ul>
          {locales
            .filter((l) => l === locale || languages.includes(l))
            .map((l) => (
              <li key={l}>
                {l === locale ? (
                  <span aria-current="page" className={MENU_CHOICE} {...inItsLanguage(l)}>
                    {localeInfo[l].label}
                  </span>
                ) : (
                  <a
                    href={localizePath(path, l)}
                    hrefLang={localeInfo[l].htmlLang}
                    className={`${MENU_CHOICE} hover:bg-muted`}
                    {...inItsLanguage(l)}
                  >
                    {localeInfo[l].label}
                  </a>
                )}
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
