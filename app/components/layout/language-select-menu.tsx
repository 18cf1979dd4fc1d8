import { DirectionProvider } from "@radix-ui/react-direction";
import type { ReactNode } from "react";

import { Select, SelectContent, SelectItem, SelectTrigger } from "~/components/ui/select";
import { isLocale, localeInfo, locales, type Locale } from "~/i18n/locales";

import { triggerClassName } from "~/components/layout/language-trigger";

type Props = {
  locale: Locale;
  onChange: (locale: Locale) => void;
  labelId: string;
  valueId: string;
  children: ReactNode;
};

/** The Radix select, mounted open in place of the prerendered trigger. */
export function LanguageSelectMenu({ locale, onChange, labelId, valueId, children }: Props) {
  return (
    // Radix reads the direction from its provider, not from the document: in Arabic the list
    // aligns and moves its keyboard focus right to left.
    <DirectionProvider dir={localeInfo[locale].dir}>
      <Select
        defaultOpen
        value={locale}
        onValueChange={(value) => {
          if (isLocale(value)) onChange(value);
        }}
      >
        <SelectTrigger
          aria-labelledby={`${labelId} ${valueId}`}
          valueId={valueId}
          className={triggerClassName}
        >
          {children}
        </SelectTrigger>
        <SelectContent>
          {locales.map((l) => (
            <SelectItem key={l} value={l} lang={localeInfo[l].htmlLang} dir={localeInfo[l].dir}>
              {localeInfo[l].label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </DirectionProvider>
  );
}
