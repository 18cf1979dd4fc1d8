import { formatLocale, type Locale } from "./locales";

/** A date as the page's language writes it ("22 November 2026", "22 نوفمبر 2026", "2026年11月22日"). */
export function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(formatLocale(locale), {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}
