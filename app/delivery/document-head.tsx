import siteIcon from "../../public/favicon.svg?raw";
import siteCss from "~/styles/app.css?inline";
import { svgDataAddress } from "~/lib/data-address";

import { usePrerender } from "./context";
import { STYLESHEET_ID } from "./stylesheet";

/**
 * A link to another page of the site is fetched when the visitor shows intent on it (a pointer
 * resting on it, or pressed down), so the document load that follows starts from the cache.
 */
const speculationRules = { prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }] };

/**
 * What every page's `<head>` carries besides its meta tags: the stylesheet inline (the build cuts
 * each page's copy to its critical CSS, ./build/critical-css.ts), the site icon as a `data:`
 * address (a file would be one more request during the first paint), the speculation rules, and
 * the one module that hydrates the page's islands, deferred as every module script is: it runs
 * once the page is parsed, so a click on an island is caught however early it comes.
 */
export function DocumentHead() {
  const { islandScript } = usePrerender();
  return (
    <>
      <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: siteCss }} />
      <link rel="icon" href={svgDataAddress(siteIcon)} type="image/svg+xml" />
      <script
        type="speculationrules"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
      />
      <script type="module" src={islandScript} />
    </>
  );
}
