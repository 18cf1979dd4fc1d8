import { DirectionProvider } from "@radix-ui/react-direction";
import * as SelectPrimitive from "@radix-ui/react-select";
import { Contrast } from "lucide-react";
import { useId } from "react";
import { useTranslations } from "use-intl";

import { Select, SelectContent, SelectItem } from "./select";
import { themeIcons, themeLabels } from "./theme-options";
import { chooseTheme, themeChoices, useThemeChoice } from "~/delivery/later";
import { localeInfo } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";

/** The header's theme select: a round button naming the theme chosen, and the list of three. */
export default function ThemeSelectMenu() {
  const t = useTranslations();
  const locale = useLocale();
  const choice = useThemeChoice();
  const labelId = useId();
  const valueId = useId();
  return (
    <DirectionProvider dir={localeInfo[locale].dir}>
      <span id={labelId} hidden>
        {t("theme.label")}
      </span>
      <Select
        value={choice}
        onValueChange={(value) => {
          const chosen = themeChoices.find((c) => c === value);
          if (chosen) chooseTheme(chosen);
        }}
      >
        <SelectPrimitive.Trigger
          aria-labelledby={`${labelId} ${valueId}`}
          className="inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted"
        >
          <Contrast aria-hidden="true" className="size-5" />
          <span id={valueId} className="sr-only">
            <SelectPrimitive.Value>{t(themeLabels[choice])}</SelectPrimitive.Value>
          </span>
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
