import { useEffect } from "react";

/** Where React Router's <ScrollRestoration> keeps scroll positions (its default key). */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * An inline script for the `<head>` of the home page: a load of the home page (a first visit, a
 * reload, a link from another site) shows it from the top, where its hero is. It forgets the
 * position React Router kept for this history entry, before React Router's own script restores
 * it; `useHomeFromTop` keeps the browser from restoring one itself. A page opened afresh has no
 * history state, hence no position, and the script leaves storage alone. A link to a section
 * (`/#contact`) still lands on it, and other pages keep their restored positions.
 */
export function homeFromTopScript(): string {
  const key = JSON.stringify(SCROLL_POSITIONS_KEY);
  return `(function(){if(location.hash)return;var k=history.state&&history.state.key;if(!k)return;try{var s=JSON.parse(sessionStorage.getItem(${key})||"{}");if(k in s){delete s[k];sessionStorage.setItem(${key},JSON.stringify(s))}}catch(e){}})()`;
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
