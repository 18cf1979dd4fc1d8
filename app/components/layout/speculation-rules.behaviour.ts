// A behaviour of the page module (app/entry.client.tsx), run on every page once it has painted.
import { CURRENCY_EVENT } from "../../currency/currencies.ts";
import { THEME_EVENT } from "../../theme/themes.ts";

/**
 * The attribute the page module puts on the root in a browser whose `eager` waits for the pointer
 * to arrive on a link: there the rules prerender as it arrives, elsewhere on a rest of 200 ms or a
 * press (`moderate`; a phone's own heuristics).
 */
export const PRERENDER_ON_ARRIVAL = "data-prerender-on-arrival";

/**
 * A link to another page of the site is prerendered when the visitor shows intent on it (a
 * pointer on it, or pressed down), so the click shows a page already drawn. The page module adds
 * the rules once the page has painted: in the page they would be bytes of its first response.
 * Each page's policy allows their text by its hash: one text for every browser, which the root's
 * attribute steers, where two texts would cost every page a second hash.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [{ href_matches: "/*" }, { selector_matches: `[${PRERENDER_ON_ARRIVAL}] a` }],
      },
      eagerness: "eager",
    },
    { where: { href_matches: "/*" }, eagerness: "moderate" },
  ],
});

/** What a Chromium says of itself (User-Agent Client Hints, low entropy); other browsers, nothing. */
type Agent = { brands?: readonly { brand: string; version: string }[]; platform?: string };

/**
 * The first desktop Chromium whose `eager` waits for a short hover; before it, and in Chrome for
 * Android until its own heuristics shipped, `eager` prerendered every link at once, as `immediate`
 * does (docs/decisions/081-the-new-page-timed-and-drawn-ahead-sooner.md).
 */
const EAGER_ON_HOVER_SINCE = 141;

/** `eager` in a desktop Chromium 141 or later, which says so; `moderate` everywhere else. */
export function eagernessFor(agent: Agent | undefined): "eager" | "moderate" {
  const chromium = Number(agent?.brands?.find(({ brand }) => brand === "Chromium")?.version);
  return chromium >= EAGER_ON_HOVER_SINCE && agent?.platform !== "Android" ? "eager" : "moderate";
}

/**
 * Adds the rules to the page, in a browser that has them, unless the visitor asked to save data
 * (Chrome then preloads nothing of its own accord either). A page drawn ahead took the visitor's
 * theme and currency as they were: when they choose another, the rules are taken out, which drops
 * it, and put back a moment later, which draws it again on the next intent.
 */
export default function addSpeculationRules() {
  if (!HTMLScriptElement.supports?.("speculationrules")) return;
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const agent = (navigator as { userAgentData?: Agent }).userAgentData;
  document.documentElement.toggleAttribute(PRERENDER_ON_ARRIVAL, eagernessFor(agent) === "eager");
  // A script element runs once: each time the rules go back, they are a new one.
  let rules: HTMLScriptElement | undefined;
  const add = () => {
    rules = Object.assign(document.createElement("script"), {
      type: "speculationrules",
      textContent: SPECULATION_RULES,
    });
    document.head.append(rules);
  };
  let putBack: ReturnType<typeof setTimeout> | undefined;
  // Choices in quick succession put one set of rules back, once.
  const renew = () => {
    rules?.remove();
    clearTimeout(putBack);
    putBack = setTimeout(add, RULES_OUT_MS);
  };
  add();
  addEventListener(THEME_EVENT, renew);
  addEventListener(CURRENCY_EVENT, renew);
}

/** How long the rules stay out: long enough for the browser to see them gone. */
const RULES_OUT_MS = 100;
