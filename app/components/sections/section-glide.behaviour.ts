// A behaviour of the page module (app/entry.client.tsx), run on every page once it has painted;
// only the home page has sections to link to.

/** The longest a glide keeps scrolling smooth, should the browser not report its end. */
const GLIDE_AT_MOST_MS = 1500;

/**
 * A link to a section of the page shown glides there unless the visitor asked for reduced motion;
 * nothing else glides (focus moves, returns, the skip link, other pages move at once): smooth
 * scrolling is on for the one scroll the link starts, and off at its end, at the next key, or
 * after `GLIDE_AT_MOST_MS`.
 */
export default function glideToSections(): void {
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
      const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (!(target instanceof HTMLElement) || target.localName !== "section") return;
      if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
      root.style.scrollBehavior = "smooth";
      addEventListener("scrollend", stop);
      addEventListener("keydown", stop, true);
      setTimeout(stop, GLIDE_AT_MOST_MS);
    },
    true,
  );
}
