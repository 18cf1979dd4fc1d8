// Inline in the home page, before its sections are parsed (compiled by the `?inline-script`
// Vite plugin, app/delivery/build/inline-scripts.ts). A module of its own with no imports: its text is the script.

/**
 * The home page shows its hero on every load, reloads included: the browser restores no old
 * position (a link to a section, `/#contact`, still lands on it), except on the way back, which
 * returns to where the visitor was. A link to one of its sections
 * glides there unless the visitor asked for reduced motion; nothing else glides (focus moves,
 * returns, other pages move at once): smooth scrolling is on for the one scroll the link starts,
 * and off at its end, at the next key, or after `glideAtMostMs`.
 */
export default function homeScroll(glideAtMostMs: number): void {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const back = entry?.type === "back_forward";
  history.scrollRestoration = location.hash || back ? "auto" : "manual";
  const root = document.documentElement;
  const stop = () => {
    root.style.removeProperty("scroll-behavior");
    removeEventListener("scrollend", stop);
    removeEventListener("keydown", stop, true);
  };
  document.addEventListener(
    "click",
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || !link.hash) return;
      if (link.origin !== location.origin || link.pathname !== location.pathname) return;
      if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
      root.style.scrollBehavior = "smooth";
      addEventListener("scrollend", stop);
      addEventListener("keydown", stop, true);
      setTimeout(stop, glideAtMostMs);
    },
    true,
  );
}
