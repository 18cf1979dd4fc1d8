import siteIcon from "../../../public/favicon.svg?raw";
import siteCss from "~/styles/app.css?inline";
import siteCssFile from "~/styles/app.css?url";
import { svgDataAddress } from "~/lib/data-address";

import { STYLESHEET_ID } from "./site-stylesheet";

/**
 * The stylesheet, inline in every page: the first paint waits for no request. The prerender writes
 * all of it and the build cuts each page's copy to the rules that page can use
 * (../steps/page-styles.ts); the browser keeps the text the HTML brought, so no script
 * carries the CSS and hydration finds the same element. With the layer off, a plain stylesheet.
 */
export function InlineStylesheet() {
  if (!__DELIVERY_LAYER_ON__) return <link rel="stylesheet" href={siteCssFile} />;
  const css = import.meta.env.SSR
    ? siteCss
    : (document.getElementById(STYLESHEET_ID)?.innerHTML ?? "");
  return <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * The site icon, inline as well: a request for /favicon.svg would start while the page is still
 * being drawn, and a phone would wait one more round trip for it. The file stays for links and
 * structured data. The browser keeps the address the HTML brought.
 */
export function InlineSiteIcon() {
  const href = import.meta.env.SSR
    ? svgDataAddress(siteIcon)
    : (document.querySelector('link[rel="icon"]')?.getAttribute("href") ?? "/favicon.svg");
  return <link rel="icon" href={href} type="image/svg+xml" />;
}
