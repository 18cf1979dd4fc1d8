/** The id of the inline stylesheet `app/root.tsx` renders. */
export const STYLESHEET_ID = "site-css";

/** The attribute of that element naming the whole stylesheet (scripts/postbuild/page-styles.ts). */
export const WHOLE_STYLESHEET_ATTRIBUTE = "data-href";

/** How long a client navigation waits for the whole stylesheet before loading the page in full. */
export const WHOLE_STYLESHEET_TIMEOUT_MS = 8000;

let whole: Promise<boolean> | undefined;

/**
 * The whole stylesheet in the running page, once. Each page's HTML inlines only the rules it can
 * use and names the file with all of them (scripts/postbuild/page-styles.ts); what the page's
 * modules draw, another page included, needs the rest. The page's loader adds the file before
 * the modules run (scripts/postbuild/defer-scripts.ts); this finds it there, waits for it if it is
 * still on its way, or adds it again if it failed. Resolves to whether the file arrived: after an
 * error or a timeout the link is removed and the next call tries again.
 */
export function wholeStylesheet(): Promise<boolean> {
  if (whole) return whole;
  const href = document.getElementById(STYLESHEET_ID)?.getAttribute(WHOLE_STYLESHEET_ATTRIBUTE);
  if (!href) return (whole = Promise.resolve(true));
  const added = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.getAttribute("href") === href,
  );
  if (added?.sheet) return (whole = Promise.resolve(true));
  const link = added ?? Object.assign(document.createElement("link"), { rel: "stylesheet", href });
  whole = new Promise<boolean>((resolve) => {
    link.addEventListener("load", () => resolve(true));
    link.addEventListener("error", () => resolve(false));
    setTimeout(() => resolve(false), WHOLE_STYLESHEET_TIMEOUT_MS);
  }).then((arrived) => {
    if (!arrived) {
      link.remove();
      whole = undefined;
    }
    return arrived;
  });
  if (!added) document.head.append(link);
  return whole;
}
