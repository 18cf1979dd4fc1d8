// Inline in every page's head (compiled by the `?inline-script` Vite plugin,
// app/delivery/build/inline-scripts.ts). A module of its own with no imports: its text is the script.

/**
 * Back to a page, or reloading it, the browser puts the visitor where they were, but only once
 * the page has grown long enough to stand there: a frame drawn while the page is still being
 * parsed would show its top first, then jump. On those loads alone, the first frame waits until
 * the element `endId`, the last of the page, is parsed (`<link rel="expect">` blocking the render).
 * A new visit paints as early as it can.
 */
export default function restoredPosition(endId: string): void {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (entry?.type !== "back_forward" && entry?.type !== "reload") return;
  const expect = document.createElement("link");
  expect.rel = "expect";
  expect.href = `#${endId}`;
  expect.setAttribute("blocking", "render");
  document.head.append(expect);
}
