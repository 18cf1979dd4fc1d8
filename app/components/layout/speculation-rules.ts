/**
 * A link to another page of the site is fetched when the visitor shows intent on it (a pointer
 * resting on it, or pressed down), so the document load that follows starts from the cache. The
 * island module adds the rules once the page has painted: in the page they would be bytes of its
 * first response. Each page's policy allows their text by its hash.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
});

/** Adds the rules to the page, in a browser that has them. */
export function addSpeculationRules() {
  if (!HTMLScriptElement.supports?.("speculationrules")) return;
  const script = document.createElement("script");
  script.type = "speculationrules";
  script.textContent = SPECULATION_RULES;
  document.head.append(script);
}
