// Inline in the <head> of unprefixed (English) pages, before the first paint (compiled by the
// `?inline-script` Vite plugin, app/delivery/build/inline-scripts.ts). A module of its own with no
// imports: its text is the script.

/** How long the page stays hidden while the browser leaves for the remembered language. */
const HIDDEN_AT_MOST_MS = 3000;

/**
 * A visitor who chose another language in the selector (stored under `storageKey`) goes to the
 * same page in that language before anything is painted. `prefixes` maps a language to its path
 * prefix (`{"ar": "/ar"}`), when they arrive from another site or none. It never looks at the
 * browser's language, only at the visitor's choice.
 */
export default function rememberedLocale(prefixes: Record<string, string>, storageKey: string) {
  // Only on arrival from elsewhere: a link followed on the site (the way to this page in English,
  // or a page prerendered from one, speculation rules) is where the visitor chose to go.
  if (document.referrer.startsWith(location.origin + "/")) return;
  try {
    const chosen = localStorage.getItem(storageKey);
    if (chosen === null || !Object.hasOwn(prefixes, chosen)) return;
    const style = document.documentElement.style;
    style.visibility = "hidden";
    setTimeout(() => (style.visibility = ""), HIDDEN_AT_MOST_MS);
    const path = location.pathname === "/" ? "" : location.pathname;
    location.replace(prefixes[chosen] + path + location.search + location.hash);
  } catch {
    // Storage can be disabled: the page stays in English.
  }
}
