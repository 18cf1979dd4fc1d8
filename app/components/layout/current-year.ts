// Inline in the footer, after the copyright line (compiled by the delivery layer's inline-script
// plugin). A module of its own with no imports: its text is the script.

/** The copyright shows the visitor's current year, even on a page prerendered last year. */
export default function currentYear(): void {
  for (const year of document.querySelectorAll("[data-current-year]")) {
    year.textContent = String(new Date().getFullYear());
  }
}
