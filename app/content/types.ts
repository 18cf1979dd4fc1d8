import type { Locale } from "~/i18n/locales";

/** A text (or any value) in every language; a missing language does not compile. */
export type Localized<T = string> = Readonly<Record<Locale, T>>;

export type Four<T> = readonly [T, T, T, T];
export type Six<T> = readonly [T, T, T, T, T, T];

/** A self-hosted image: its URL (a static import, so a missing file fails the build), size and alt text. */
export type Picture = {
  src: string;
  width: number;
  height: number;
  alt: Localized;
};

/** An ISO 8601 calendar date, `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`;
