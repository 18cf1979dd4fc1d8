// In the home page's head, before its sections are parsed (compiled by the `?inline-script` Vite
// plugin, app/delivery/build/inline-scripts.ts). A module of its own with no imports: its text is
// the script.

/**
 * The home page shows its hero on every load, reloads included: the browser restores no old
 * position (a link to a section, `/#contact`, still lands on it), except on the way back, which
 * returns to where the visitor was. A link to one of its sections glides there
 * (./section-glide.behaviour.ts).
 */
export default function homeScroll(): void {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const back = entry?.type === "back_forward";
  history.scrollRestoration = location.hash || back ? "auto" : "manual";
}
