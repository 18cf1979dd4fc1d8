/** The id of the inline stylesheet `app/root.tsx` renders. */
export const STYLESHEET_ID = "site-css";

/** The attribute of that element naming the whole stylesheet (../steps/page-styles.ts). */
export const WHOLE_STYLESHEET_ATTRIBUTE = "data-href";

/** The id of the element that holds the whole stylesheet once it is applied. */
const WHOLE_STYLESHEET_ID = "site-css-whole";

/** How long the whole stylesheet may take to arrive before whoever waits for it goes on without. */
export const WHOLE_STYLESHEET_TIMEOUT_MS = 8000;

/**
 * What the visitor does before using anything the page's modules draw: a pointer over the page,
 * a touch, a focus, a key. The first of them applies the whole stylesheet.
 */
export const INTENT_EVENTS = ["pointerover", "touchstart", "focusin", "keydown"] as const;

let text: Promise<string | undefined> | undefined;
/** The text, once it has arrived. */
let arrived: string | undefined;
let applied: Promise<boolean> | undefined;
/** Whether the visitor has shown intent (INTENT_EVENTS) on this page. */
let acted = false;
/** Who waits to hear that the visitor acted and the whole stylesheet is applied. */
const actedListeners = new Set<() => void>();

function href(): string | null | undefined {
  return document.getElementById(STYLESHEET_ID)?.getAttribute(WHOLE_STYLESHEET_ATTRIBUTE);
}

/**
 * Fetches the whole stylesheet's text without applying it, once: the browser neither parses it
 * nor restyles the page for it. Resolves to undefined if it cannot be had (the next call tries
 * again), or after the timeout.
 */
export function fetchWholeStylesheet(): Promise<string | undefined> {
  if (text) return text;
  const url = href();
  if (!url) return Promise.resolve(undefined);
  const request = fetch(url)
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined);
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(resolve, WHOLE_STYLESHEET_TIMEOUT_MS),
  );
  text = Promise.race([request, timeout]).then((css) => {
    if (css === undefined) text = undefined;
    arrived ??= css;
    return css;
  });
  return text;
}

/**
 * The whole stylesheet applied to the running page, once. Each page's HTML inlines only the
 * rules it can use and names the file with all of them (../steps/page-styles.ts): what
 * the page's modules draw beyond its HTML (a menu, a message, another page) needs the rest.
 * Applying it restyles the whole page, so it waits for the visitor (`applyWholeStylesheetOnIntent`)
 * or for whatever needs it; the text is fetched beforehand (`fetchWholeStylesheet`), so applying
 * it then takes no request. Resolves to whether it is applied: if it cannot be had, the next call
 * tries again.
 */
export function wholeStylesheet(): Promise<boolean> {
  if (applied) return applied;
  if (applyWholeStylesheetNow()) return (applied = Promise.resolve(true));
  applied = fetchWholeStylesheet().then((css) => {
    if (css === undefined) {
      applied = undefined;
      return false;
    }
    return applyWholeStylesheetNow();
  });
  return applied;
}

/**
 * Applies the whole stylesheet at once if its text is here, for what is about to be drawn in this
 * very task. Returns whether it is applied (or the page names none).
 */
export function applyWholeStylesheetNow(): boolean {
  if (!href() || document.getElementById(WHOLE_STYLESHEET_ID)) return true;
  if (arrived === undefined) return false;
  document.head.append(
    Object.assign(document.createElement("style"), {
      id: WHOLE_STYLESHEET_ID,
      textContent: arrived,
    }),
  );
  return true;
}

/**
 * Whether the visitor has acted on the page and the whole stylesheet is applied (or the page
 * names none: the layer is off).
 */
export function actedWithWholeStylesheet(): boolean {
  return acted && (!href() || Boolean(document.getElementById(WHOLE_STYLESHEET_ID)));
}

/** Calls `listener` once the visitor acted and the whole stylesheet is applied; returns the stop. */
export function onActedWithWholeStylesheet(listener: () => void): () => void {
  actedListeners.add(listener);
  return () => actedListeners.delete(listener);
}

/**
 * Applies the whole stylesheet on the visitor's first sign of intent (INTENT_EVENTS), so its
 * style pass is not part of the page's load. Returns the function that stops listening.
 */
export function applyWholeStylesheetOnIntent(): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
  };
  function onIntent() {
    stop();
    acted = true;
    void wholeStylesheet().then(() => {
      for (const listener of actedListeners) listener();
    });
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
  return stop;
}

/**
 * React Router middleware: another page is drawn only once the whole stylesheet is applied.
 * Usually it is, since the pointer or focus on the link applied it, and its text was fetched on
 * idle; otherwise it is fetched beside the next page's data. Without it (the network failed, or a
 * new release renamed the file), the link loads the next page as a document instead: its HTML
 * brings its rules inline.
 */
export async function wholeStylesheetBeforeNavigation<Result>(
  { request }: { request: Request },
  next: () => Promise<Result>,
): Promise<Result> {
  const styles = wholeStylesheet();
  const result = await next();
  if (!(await styles)) {
    window.location.assign(request.url);
    await new Promise(() => {});
  }
  return result;
}
