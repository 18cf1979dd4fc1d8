import { useEffect } from "react";

import { BeforePaintScripts } from "./before-paint-scripts";
import { useIdlePreload } from "./idle";
import { InlineSiteIcon, InlineStylesheet } from "./inline-head";
import {
  applyWholeStylesheetOnIntent,
  fetchWholeStylesheet,
  wholeStylesheetBeforeNavigation,
} from "./site-stylesheet";

/** What the layer puts in every page's `<head>`: the scripts before the paint, styles, icon. */
export function DeliveryHead() {
  return (
    <>
      <BeforePaintScripts />
      <InlineStylesheet />
      <InlineSiteIcon />
    </>
  );
}

/**
 * Runs once the app has hydrated: marks the document (scripts and tests can tell a hydrated page
 * from prerendered HTML still waiting for its JavaScript), and fetches the whole stylesheet on
 * idle, applying it at the visitor's first sign of intent.
 */
export function useDelivery() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // The whole stylesheet, for what the modules draw beyond the page's HTML (site-stylesheet.ts).
  useIdlePreload(fetchWholeStylesheet);
  useEffect(applyWholeStylesheetOnIntent, []);
}

/** Client navigation's middleware: another page is drawn once the whole stylesheet is applied. */
export const deliveryMiddleware = [wholeStylesheetBeforeNavigation];
