/** How long after the head the module comes at the latest, where no paint is reported. */
const AT_MOST_MS = 3000;

/**
 * In the head's script of every page (inline: no imports). Adds the module (`src`,
 * app/entry.client.tsx) once the page has painted, as Lighthouse's estimate would have the paint
 * wait for it (docs/how-a-page-loads.md). Until it has run, a click inside what `held` selects
 * (the islands, the theme and language lists) is held; the module then takes the held clicks,
 * handed over in the window's `handOver` event, into its queue of early events
 * (./early-events.ts). What `neverHeld` selects, a link that opens a new tab, goes at once.
 */
export default function islandModule(
  src: string,
  held: string,
  neverHeld: string,
  handOver: string,
) {
  const queue: Event[] = [];
  const hold = (event: Event) => {
    const target = event.target as Element;
    if (!target.closest?.(held) || target.closest(neverHeld)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(event);
  };
  const script = document.createElement("script");
  script.type = "module";
  script.src = src;
  // Where the module fails, the next click does what the page does without JavaScript.
  script.onload = script.onerror = (loaded) => {
    removeEventListener("click", hold, true);
    if ((loaded as Event).type == "load")
      dispatchEvent(new CustomEvent(handOver, { detail: queue }));
  };
  const add = () => script.isConnected || document.head.append(script);
  addEventListener("click", hold, true);
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length) add();
  }).observe({ type: "paint", buffered: true });
  setTimeout(add, AT_MOST_MS);
}
