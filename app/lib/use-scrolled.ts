import { useEffect, useState } from "react";

import { wholeStylesheet } from "~/loading/site-stylesheet";

/**
 * True while the page is scrolled more than `thresholdPx` from the top. What it draws is not in
 * the page's HTML, so it turns true once the whole stylesheet is applied (at once when it is).
 */
export function useScrolled(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => {
      if (window.scrollY <= thresholdPx) setScrolled(false);
      else void wholeStylesheet().then(() => setScrolled(window.scrollY > thresholdPx));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [thresholdPx]);
  return scrolled;
}
