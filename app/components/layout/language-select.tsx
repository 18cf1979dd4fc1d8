import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useId, useState, type KeyboardEvent } from "react";
import { useTranslations } from "use-intl";
import { useLocation } from "react-router";

import { localeInfo, localizePath, stripLocale, type Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { rememberLocale } from "~/i18n/remembered-locale";

// Radix Select is the heaviest primitive on the page, so the prerendered trigger below is plain
// HTML and the real select is fetched on the first sign of intent, then opened in its place.
const loadMenu = () => import("./language-select-menu");
const LanguageSelectMenu = lazy(loadMenu);

export const triggerClassName =
  "border-ink-muted/40 text-ink-foreground hover:border-ink-muted inline-flex min-h-11 min-w-40 items-center justify-between gap-3 rounded-lg border bg-transparent px-3 text-sm";

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

  const preload = () => void loadMenu();
  const value = <span lang={localeInfo[locale].htmlLang}>{localeInfo[locale].label}</span>;
  const staticTrigger = (
    <button
      type="button"
      aria-haspopup="listbox"
      aria-expanded="false"
      aria-labelledby={`${labelId} ${valueId}`}
      className={triggerClassName}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
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
          <LanguageSelectMenu
            locale={locale}
            onChange={switchTo}
            labelId={labelId}
            valueId={valueId}
          >
            {value}
          </LanguageSelectMenu>
        </Suspense>
      ) : (
        staticTrigger
      )}
    </div>
  );
}
