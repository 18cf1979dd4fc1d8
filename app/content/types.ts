import type { Locale } from "~/i18n/locales";

/** A text (or any value) in every language; a missing language does not compile. */
export type Localized<T = string> = Readonly<Record<Locale, T>>;

/** A self-hosted image: its published URL, its size (read from the file) and its alt text. */
export type Picture = {
  src: string;
  width: number;
  height: number;
  alt: Localized;
};

/** An ISO 8601 calendar date, `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`;
