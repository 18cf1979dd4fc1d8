import type { Locale } from "~/i18n/locales";

/** A text (or any value) in every language; a missing language does not compile. */
export type Localized<T = string> = Readonly<Record<Locale, T>>;

/**
 * A self-hosted image: its published URL, its size and markup (read from the file, at build time
 * only) and its alt text.
 */
export type Picture = {
  src: string;
  width: number;
  height: number;
  svg: string;
  alt: Localized;
};

/** An ISO 8601 calendar date, `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`;
