// Inline in the footer, after the copyright line (compiled by the `?inline-script` Vite
// plugin, app/delivery/build/inline-scripts.ts). A module of its own with no imports: its text is the script.

/** The copyright shows the visitor's current year, even on a page prerendered last year. */
export default function currentYear(): void {
  for (const year of document.querySelectorAll("[data-current-year]")) {
    year.textContent = String(new Date().getFullYear());
  }
}
