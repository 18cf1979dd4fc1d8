// A behaviour of the page module (app/entry.client.tsx), run on every page once it has painted.

/** The element of the copyright line that holds the year. */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";

/** The copyright shows the visitor's current year, even on a page prerendered last year. */
export default function showCurrentYear(): void {
  const current = String(new Date().getFullYear());
  for (const year of document.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    // Written only when it differs: a change to the text lays the page out again.
    if (year.textContent !== current) year.textContent = current;
  }
}
