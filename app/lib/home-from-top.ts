import { useEffect } from "react";

/** Where React Router's <ScrollRestoration> keeps scroll positions (its default key). */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * An inline script for the `<head>` of the home page: a load of the home page (a first visit, a
 * reload, a link from another site) shows it from the top, as SPEC.md asks. React Router hands
 * scroll restoration back to the browser when a page unloads, so on a reload Chromium restores
 * the old position while it parses the page; this forgets the position React Router kept for the
 * entry and returns to the top once the document is parsed, before React hydrates. A link to a
 * section (`/#contact`) still lands on it, and other pages keep their restored positions.
 */
export function homeFromTopScript(): string {
  const key = JSON.stringify(SCROLL_POSITIONS_KEY);
  return `(function(){if(location.hash)return;try{history.scrollRestoration="manual";var k=history.state&&history.state.key,s=JSON.parse(sessionStorage.getItem(${key})||"{}");if(k&&k in s){delete s[k];sessionStorage.setItem(${key},JSON.stringify(s))}}catch(e){}document.addEventListener("DOMContentLoaded",function(){scrollTo(0,0)})})()`;
}

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
