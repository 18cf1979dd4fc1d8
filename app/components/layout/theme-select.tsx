import { DirectionProvider } from "@radix-ui/react-direction";
import * as SelectPrimitive from "@radix-ui/react-select";
import { Contrast } from "lucide-react";
import { useTranslations } from "use-intl";

import { Select, SelectContent, SelectItem } from "~/components/ui/select";
import { localeInfo } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { chooseTheme, themeChoices, useThemeChoice } from "~/theme/choose-theme";

import { themeIcons, themeLabels } from "./theme-options";

/**
 * The header's theme control: a round button naming the theme chosen, and the list of three
 * (light, dark, as the device asks). The button is in the page's HTML; the prerender names the
 * device's theme, and the visitor's stored choice shows once the control hydrates.
 */
export function ThemeSelect() {
  const t = useTranslations();
  const locale = useLocale();
  const choice = useThemeChoice();
  return (
    <DirectionProvider dir={localeInfo[locale].dir}>
      <Select
        value={choice}
        onValueChange={(value) => {
          const chosen = themeChoices.find((c) => c === value);
          if (chosen) chooseTheme(chosen);
        }}
      >
        <SelectPrimitive.Trigger
          aria-label={`${t("theme.label")}: ${t(themeLabels[choice])}`}
          className="inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted"
        >
          <Contrast aria-hidden="true" className="size-5" />
          <SelectPrimitive.Value className="sr-only">
            {t(themeLabels[choice])}
          </SelectPrimitive.Value>
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
