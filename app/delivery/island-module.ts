/** How long after the head the module comes at the latest, where no paint is reported. */
const AT_MOST_MS = 3000;

/**
 * In the head's script of every page (inline: no imports). Adds the module (`src`,
 * app/entry.client.tsx) once the page has painted, as Lighthouse's estimate would have the paint
 * wait for it (docs/how-a-page-loads.md). Until it has run, a click inside what `held` selects
 * (the islands, the theme and language lists, "Let's Talk!") is held, then made again.
 */
export default function islandModule(src: string, held: string) {
  let clicked: HTMLElement | null | undefined;
  const hold = (event: Event) => {
    const target = event.target as Element;
    if (!target.closest?.(held)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // What was clicked, or the control around the icon that was.
    clicked = target.closest<HTMLElement>(":not(svg, svg *)");
  };
  const script = document.createElement("script");
  script.type = "module";
  script.src = src;
  script.onload = script.onerror = () => {
    removeEventListener("click", hold, true);
    clicked?.click();
  };
  const add = () => script.isConnected || document.head.append(script);
  addEventListener("click", hold, true);
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length) add();
  }).observe({ type: "paint", buffered: true });
  setTimeout(add, AT_MOST_MS);
}
