import { useEffect, useState, type RefObject } from "react";

/**
 * True once `ref`'s element has come within a screen's height of the view, and from then on;
 * false in the prerendered page and while it hydrates. For a part worth drawing only where the
 * visitor may see it (the hours in their time zone): below the first screen, its work waits until
 * they scroll toward it rather than weighing on the page as it loads.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
