import type { IsoDate } from "./types";

/**
 * The day the site is built, which decides what is published (a role past its closing date is
 * not). `SITE_DATE=YYYY-MM-DD` builds the site as it will be on another day.
 */
export function buildDate(): IsoDate {
  const override = process.env.SITE_DATE;
  if (override !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(override)) {
      throw new Error(`SITE_DATE: expected a date written YYYY-MM-DD, got "${override}"`);
    }
    return override as IsoDate;
  }
  return new Date().toISOString().slice(0, 10) as IsoDate;
}
