import { DirectionProvider } from "@radix-ui/react-direction";
import * as SelectPrimitive from "@radix-ui/react-select";
import { Contrast } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { useTranslations } from "use-intl";

import { Select, SelectContent, SelectItem } from "~/components/ui/select";
import { localeInfo } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { chooseTheme, themeChoices, useThemeChoice } from "~/theme/choose-theme";

import { themeIcons, themeLabels } from "./theme-options";

const triggerClassName =
  "inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted";

/**
 * The header's theme control: a round button naming the theme chosen, and the list of three
 * (light, dark, as the device asks). The page's HTML has the plain button, naming the device's
 * theme; once hydrated it names the visitor's choice, and the Radix select takes its place, open,
 * at the first click or arrow key.
 */
export function ThemeSelect() {
  const t = useTranslations();
  const locale = useLocale();
  const choice = useThemeChoice();
  const [active, setActive] = useState(false);
  const name = `${t("theme.label")}: ${t(themeLabels[choice])}`;
  const icon = <Contrast aria-hidden="true" className="size-5" />;
  if (!active) {
    return (
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-label={name}
        className={triggerClassName}
        onClick={() => setActive(true)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setActive(true);
          }
        }}
      >
        {icon}
      </button>
    );
  }
  return (
    <DirectionProvider dir={localeInfo[locale].dir}>
      <Select
        defaultOpen
        value={choice}
        onValueChange={(value) => {
          const chosen = themeChoices.find((c) => c === value);
          if (chosen) chooseTheme(chosen);
        }}
      >
        <SelectPrimitive.Trigger aria-label={name} className={triggerClassName}>
          {icon}
        </SelectPrimitive.Trigger>
        <SelectContent side="bottom" align="end" className="min-w-48">
          {themeChoices.map((c) => {
            const Icon = themeIcons[c];
            return (
              <SelectItem key={c} value={c}>
                <span className="flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-4" />
                  {t(themeLabels[c])}
                </span>
              </SelectItem>
            );
          })}
        </SelectContent>
      </Select>
    </DirectionProvider>
  );
}
