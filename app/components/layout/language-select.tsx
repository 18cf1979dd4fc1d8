import { ChevronDown } from "lucide-react";
import { Suspense, useId, useState, type KeyboardEvent } from "react";
import { useTranslations } from "use-intl";
import { useLocation, useMatches } from "react-router";

import {
  localeInfo,
  locales,
  localizePath,
  pagePath,
  stripLocale,
  type Locale,
} from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { drawnLater, rememberLocale, useEarlyClick, useLoadOnIntent } from "~/delivery";

import { triggerClassName } from "./language-trigger";

// Radix Select is the heaviest primitive on the page, so the prerendered trigger below is plain
// HTML and the real select is fetched once the page is idle (or on the first sign of intent),
// then opened in its place.
const menu = drawnLater(() => import("~/components/later/language-select-menu"));

/** The languages the current page exists in: an article may lack some; every other page has all. */
function usePageLanguages(): readonly Locale[] {
  for (const match of useMatches()) {
    const data = match.loaderData as
      { article?: { alternates?: readonly Locale[] } | null } | undefined;
    if (data?.article?.alternates) return data.article.alternates;
  }
  return locales;
}

export function LanguageSelect() {
  const t = useTranslations();
  const locale = useLocale();
  const { pathname, hash } = useLocation();
  const [active, setActive] = useState(false);
  const labelId = useId();
  const valueId = useId();

  const switchTo = (next: Locale) => {
    if (next === locale) return;
    rememberLocale(next);
    // A full page load: the new page arrives prerendered in its language, strings and all.
    window.location.assign(localizePath(stripLocale(pathname), next) + hash);
  };

  const others = usePageLanguages().filter((l) => l !== locale);
  const intent = useLoadOnIntent(menu.load, { whenIdle: menu.prefetch });
  useEarlyClick("language", () => setActive(true));
  const value = (
    <span lang={localeInfo[locale].htmlLang} dir={localeInfo[locale].dir}>
      {localeInfo[locale].label}
    </span>
  );
  const staticTrigger = (
    <button
      type="button"
      aria-haspopup="listbox"
      data-opens="language"
      aria-expanded="false"
      aria-labelledby={`${labelId} ${valueId}`}
      className={triggerClassName}
      {...intent}
      onClick={() => setActive(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          setActive(true);
        }
      }}
    >
      <span id={valueId}>{value}</span>
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );

  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm text-ink-muted">
        {t("footer.language")}
      </span>
      {active ? (
        <Suspense fallback={staticTrigger}>
          <menu.Component locale={locale} onChange={switchTo} labelId={labelId} valueId={valueId}>
            {value}
          </menu.Component>
        </Suspense>
      ) : (
        staticTrigger
      )}
      {/* The same choice as plain links: they work before and without JavaScript, and crawlers follow them. */}
      <nav aria-label={t("footer.otherLanguages")}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {others.map((l) => (
            <li key={l}>
              <a
                href={localizePath(stripLocale(pagePath(pathname)), l)}
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
