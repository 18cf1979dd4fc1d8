import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Another page, and a page the back or forward button returns to, is shown in place at once; only
 * a link to a section of the page shown glides there (docs/how-a-page-loads.md). The site glides to
 * sections (`scroll-behavior: smooth`, app/styles/app.css), and React Router's
 * <ScrollRestoration> scrolls with `window.scrollTo`, which follows that rule: without this, a
 * link followed from far down a page drew the next page far down, gliding to its top.
 *
 * Render it before <ScrollRestoration>: its layout effect runs first and turns the glide off for
 * that scroll; the next frame turns it back on.
 */
export function ScrollAtOnce() {
  const location = useLocation();
  // The page shown before this render; none while the page as loaded is hydrated, which places
  // itself (docs/how-a-page-loads.md).
  const shownPath = useRef<string>(null);

  useLayoutEffect(() => {
    const { pathname, hash } = location;
    const loaded = shownPath.current === null;
    const toSectionHere = pathname === shownPath.current && hash !== "";
    shownPath.current = pathname;
    if (loaded || toSectionHere) return;
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    // Applied now: Chromium does not update styles for a scroll to (0, 0), which would glide.
    void getComputedStyle(root).scrollBehavior;
    requestAnimationFrame(() => root.style.removeProperty("scroll-behavior"));
  }, [location]);

  return null;
}
