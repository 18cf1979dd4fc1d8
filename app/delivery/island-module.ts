/** How long after the head the module comes at the latest, where no paint is reported. */
const AT_MOST_MS = 3000;

/**
 * In the head's script of every page (an inline script: no imports, ./build/inline-scripts.ts).
 * Adds the module that hydrates the page's islands (`src`, app/entry.client.tsx) once the page has
 * painted its content, and holds a click on an island, or in a popover the module answers (the
 * theme list), made before then, to make it again once the module has run (./hydrate-islands.ts then holds it until its island has hydrated). Before the
 * paint, Lighthouse's estimate has the paint wait for it (docs/how-a-page-loads.md).
 */
export default function islandModule(src: string) {
  let held: HTMLElement | null | undefined;
  const hold = (event: Event) => {
    const target = event.target as Element;
    if (!target.closest?.("island-root, [popover]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // What was clicked, or the control around the icon that was.
    held = target.closest<HTMLElement>(":not(svg, svg *)");
  };
  const script = document.createElement("script");
  script.type = "module";
  script.src = src;
  script.onload = script.onerror = () => {
    removeEventListener("click", hold, true);
    held?.click();
  };
  const add = () => script.isConnected || document.head.append(script);
  addEventListener("click", hold, true);
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length) add();
  }).observe({ type: "paint", buffered: true });
  setTimeout(add, AT_MOST_MS);
}
