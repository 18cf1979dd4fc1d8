// In every page's head script (compiled by the `?inline-script` Vite plugin,
// app/delivery/build/inline-scripts.ts). A module of its own with no imports: its text is the
// script.

/**
 * The first frame waits until the page's last element (`endId`) is parsed (`<link rel="expect">`
 * blocking the render), for `atMostMs` at most, so no frame shows a page cut short:
 * - on Back or a reload, the browser puts the visitor where they were only once the page is long
 *   enough to stand there, and a frame drawn mid-parse showed its top, then jumped;
 * - a paint made mid-parse left the page's own layout for after it, where Lighthouse's estimate
 *   counts it as blocking (docs/how-a-page-loads.md).
 * A page that stalls on its way is drawn with what has come once `atMostMs` have passed.
 */
export default function wholePageFirst(endId: string, atMostMs: number): void {
  const expect = document.createElement("link");
  expect.rel = "expect";
  expect.href = `#${endId}`;
  expect.setAttribute("blocking", "render");
  document.head.append(expect);
  setTimeout(() => expect.remove(), atMostMs);
}
