import { useTranslations } from "use-intl";

import { themeIcons, themeLabels } from "./theme-options";
import { chooseTheme, themeChoices, useThemeChoice } from "~/theme/choose-theme";

/** The theme choice in the mobile menu: three radio buttons, one tap each. */
export function ThemeRadios() {
  const t = useTranslations();
  const choice = useThemeChoice();
  return (
    <fieldset>
      <legend className="px-1 text-sm font-medium text-muted-foreground">{t("theme.label")}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {themeChoices.map((c) => {
          const Icon = themeIcons[c];
          return (
            <label
              key={c}
              className="flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-border px-2 py-2 text-center text-sm has-checked:border-primary has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="theme"
                value={c}
                checked={choice === c}
                onChange={() => chooseTheme(c)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-5" />
              {t(themeLabels[c])}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
