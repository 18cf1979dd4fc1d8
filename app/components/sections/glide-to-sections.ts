import { useEffect } from "react";

/** The longest a glide keeps scrolling smooth, should the browser not report its end. */
const GLIDE_AT_MOST_MS = 1500;

/**
 * A link to a section of the page shown glides there, unless the visitor asked for reduced
 * motion (the home page's sections: no other page has any). Nothing else glides: focus moves, other pages and returns move at once. Smooth
 * scrolling is switched on for the one scroll the link starts (React Router scrolls the section
 * into view) and off again when it ends, or at the next key.
 */
export function useGlideToSections() {
  useEffect(() => {
    const root = document.documentElement;
    const stop = () => {
      root.style.removeProperty("scroll-behavior");
      removeEventListener("scrollend", stop);
      removeEventListener("keydown", stop, true);
    };
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || !link.hash) return;
      if (link.origin !== location.origin || link.pathname !== location.pathname) return;
      if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
      root.style.scrollBehavior = "smooth";
      addEventListener("scrollend", stop);
      addEventListener("keydown", stop, true);
      setTimeout(stop, GLIDE_AT_MOST_MS);
    };
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("click", onClick, true);
      stop();
    };
  }, []);
}
