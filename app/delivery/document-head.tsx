import siteIcon from "../../public/favicon.svg?raw";
import siteCss from "~/styles/app.css?inline";
import { svgDataAddress } from "~/lib/data-address";

import catchEarlyActions from "./catch-early-actions.ts?inline-script";
import { usePrerender } from "./context";
import { InlineScript } from "./inline-script";
import { STYLESHEET_ID } from "./stylesheet";

/**
 * A link to another page of the site is fetched when the visitor shows intent on it (a pointer
 * resting on it, or pressed down), so the document load that follows starts from the cache.
 */
const speculationRules = {
  prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
};

/**
 * What every page's `<head>` carries besides its meta tags: the stylesheet inline (the build cuts
 * each page's copy to its critical CSS, ./build/critical-css.ts), the site icon as a `data:`
 * address (a file would be one more request during the first paint), the speculation rules, and
 * the inline script that requests the module hydrating the page's islands once the page has
 * painted, and holds a click on an island until then.
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
      <InlineScript code={catchEarlyActions} args={[islandScript]} />
    </>
  );
}
