/**
 * Inline in every page's head. Requests the island module once the browser reports the first
 * contentful paint, so nothing is fetched while the page draws; until the module takes over
 * (`takeEarlyActions`, read by ./hydrate-islands.ts), a click on an island is held for it to make
 * again. Should the module fail to load, the holding stops: the next click does what the HTML does.
 */
export default function catchEarlyActions(module: string) {
  const held: Event[] = [];
  const hold = (event: Event) => {
    if (!(event.target as Element).closest?.("island-root")) return;
    event.preventDefault();
    held.push(event);
  };
  const take = () => (removeEventListener("click", hold, true), held);
  addEventListener("click", hold, true);
  window.takeEarlyActions = take;
  // Imported rather than added as an element: no change to the document, so no style to work out
  // again once it has painted.
  new PerformanceObserver((paints, observer) => {
    if (!paints.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    import(/* @vite-ignore */ module).catch(take);
  }).observe({ type: "paint", buffered: true });
}
