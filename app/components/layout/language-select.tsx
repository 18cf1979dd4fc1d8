import { ChevronDown } from "lucide";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslations } from "use-intl";

import { Icon } from "~/components/ui/icon";
import { localeInfo, locales, localizePath, type Locale } from "~/i18n/locales";
import { rememberLocale } from "~/i18n/remembered-locale";
import { useLocale } from "~/i18n/use-locale";

import { LanguageSelectMenu } from "./language-select-menu";
import { triggerClassName } from "./language-trigger";

type Props = {
  /** The page's path without its language prefix (`/projects`). */
  path: string;
  /** The languages the page exists in, when not all: an article may lack some. */
  languages?: readonly Locale[];
};

/**
 * The footer's language choice: a select (Radix, mounted open in place of the plain trigger the
 * page's HTML has) and the same choice as plain links, which work without JavaScript and which
 * crawlers follow. Either remembers the choice for the next visit of an English page.
 */
export function LanguageSelect({ path, languages = locales }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const [active, setActive] = useState(false);
  const labelId = useId();
  const valueId = useId();

  const switchTo = (next: Locale) => {
    if (next === locale) return;
    rememberLocale(next);
    // The new page arrives prerendered in its language, strings and all.
    window.location.assign(localizePath(path, next) + window.location.hash);
  };

  const others = languages.filter((l) => l !== locale);
  const value = (
    <span lang={localeInfo[locale].htmlLang} dir={localeInfo[locale].dir}>
      {localeInfo[locale].label}
    </span>
  );

  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm text-ink-muted">
        {t("footer.language")}
      </span>
      {active ? (
        <LanguageSelectMenu locale={locale} onChange={switchTo} labelId={labelId} valueId={valueId}>
          {value}
        </LanguageSelectMenu>
      ) : (
        <button
          type="button"
          aria-haspopup="listbox"
          aria-expanded="false"
          aria-labelledby={`${labelId} ${valueId}`}
          className={triggerClassName}
          onClick={() => setActive(true)}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              setActive(true);
            }
          }}
        >
          <span id={valueId}>{value}</span>
          <Icon icon={ChevronDown} className="size-4" />
        </button>
      )}
      <nav aria-label={t("footer.otherLanguages")}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {others.map((l) => (
            <li key={l}>
              <a
                href={localizePath(path, l)}
                hrefLang={localeInfo[l].htmlLang}
                lang={localeInfo[l].htmlLang}
                dir={localeInfo[l].dir}
                className="text-ink-muted underline-offset-4 hover:text-ink-foreground hover:underline"
                onClick={() => rememberLocale(l)}
              >
                {localeInfo[l].label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
