// Inline in every page's <head> (compiled by the `?inline-script` Vite plugin,
// app/delivery/build/inline-scripts.ts). A module of its own with no imports: its text is the script.

/**
 * Requests the island module (`src`) once the page has painted: nothing is asked of the network
 * while the first screen is drawn, so the paint waits for nothing but the page. Without Paint
 * Timing, or in a tab that is not shown, it loads after `fallbackMs`.
 */
export default function loadIslands(src: string, fallbackMs: number): void {
  let script: HTMLScriptElement | undefined;
  const load = () => {
    if (script) return;
    script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.head.append(script);
  };
  // Paint Timing, where the browser has it: each paint entry is reported once painted.
  if (PerformanceObserver.supportedEntryTypes?.includes("paint"))
    new PerformanceObserver(load).observe({ type: "paint", buffered: true });
  setTimeout(load, fallbackMs);
}
