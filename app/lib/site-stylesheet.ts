/** The id of the inline stylesheet `app/root.tsx` renders. */
export const STYLESHEET_ID = "site-css";

let whole: Promise<void> | undefined;

/**
 * Adds the whole stylesheet to a running page, once. Each page's HTML inlines only the rules it
 * can use and names the file with all of them (scripts/postbuild/page-styles.ts); another page
 * drawn by client navigation needs the rest. Resolves when the file has loaded, or failed to:
 * a page is never held back for good.
 */
export function wholeStylesheet(): Promise<void> {
  if (whole) return whole;
  const href = document.getElementById(STYLESHEET_ID)?.getAttribute("data-href");
  if (!href) return (whole = Promise.resolve());
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  whole = new Promise((resolve) => {
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
  });
  document.head.append(link);
  return whole;
}
