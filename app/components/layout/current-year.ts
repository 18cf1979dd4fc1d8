// Run by the island module (app/entry.client.tsx) on every page, once it has painted.

/** The element of the copyright line that holds the year. */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";

/** The copyright shows the visitor's current year, even on a page prerendered last year. */
export function showCurrentYear(): void {
  for (const year of document.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    year.textContent = String(new Date().getFullYear());
  }
}
