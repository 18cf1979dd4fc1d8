import { useEffect } from "react";

/** Where React Router's <ScrollRestoration> keeps scroll positions (its default key). */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * While the home page is shown, it leaves with scroll restoration off, so a reload does not
 * bring back the old position. Registered after React Router's own `pagehide` listener, which
 * sets restoration back to "auto".
 */
export function useHomeFromTop() {
  useEffect(() => {
    const keepManual = () => {
      history.scrollRestoration = "manual";
    };
    const timer = setTimeout(() => addEventListener("pagehide", keepManual));
    return () => {
      clearTimeout(timer);
      removeEventListener("pagehide", keepManual);
    };
  }, []);
}
