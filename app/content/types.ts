import type { Locale } from "~/i18n/locales";

/** A text (or any value) in every language; a missing language does not compile. */
export type Localized<T = string> = Readonly<Record<Locale, T>>;

export type Six<T> = readonly [T, T, T, T, T, T];
export type Four<T> = readonly [T, T, T, T];
