// Inline in the home page's <head>, before the first paint (compiled by the delivery layer's
// inline-script plugin). A module of its own with no imports: its text is the script.

/**
 * The home page shows its hero on every load, reloads included: the browser restores no old
 * position (a link to a section, `/#contact`, still lands on it). A link to one of its sections
 * glides there unless the visitor asked for reduced motion; nothing else glides (focus moves,
 * returns, other pages move at once): smooth scrolling is on for the one scroll the link starts,
 * and off at its end, at the next key, or after `glideAtMostMs`.
 */
export default function homeScroll(glideAtMostMs: number): void {
  if (!location.hash) history.scrollRestoration = "manual";
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
