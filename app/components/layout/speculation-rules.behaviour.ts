// A behaviour of the page module (app/entry.client.tsx), run on every page once it has painted.
import { CURRENCY_EVENT } from "../../currency/currencies.ts";
import { THEME_EVENT } from "../../theme/themes.ts";

/**
 * A link to another page of the site is prerendered when the visitor shows intent on it (a
 * pointer resting on it, or pressed down), so the click shows a page already drawn. The page
 * module adds the rules once the page has painted: in the page they would be bytes of its first
 * response. Each page's policy allows their text by its hash.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
});

/**
 * Adds the rules to the page, in a browser that has them, unless the visitor asked to save data
 * (Chrome then preloads nothing of its own accord either). A page drawn ahead took the visitor's
 * theme and currency as they were: when they choose another, the rules are taken out, which drops
 * it, and put back a moment later, which draws it again on the next intent.
 */
export default function addSpeculationRules() {
  if (!HTMLScriptElement.supports?.("speculationrules")) return;
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
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
