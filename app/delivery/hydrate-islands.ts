// Hydrates each island of the page when its trigger fires, importing nothing until then: React,
// the island's code, its strings and the whole stylesheet then come together, in one round trip.
import { loadMessageParts } from "~/i18n/message-loading";
import { isMessagePart } from "~/i18n/message-parts";
import { localeFromHtmlLang } from "~/i18n/locales";
import { onIntent } from "~/lib/on-intent";

import { takeEarlyEvents } from "./early-events";
import type { Island, Trigger } from "./island";
import { STYLESHEET_ID } from "./stylesheet";

/** Each island's code by its name: `<name>.island.tsx`, beside its component. */
const islands = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ default: Island<object> }>("../components/**/*.island.tsx"),
  ).map(([path, load]) => [path.slice(path.lastIndexOf("/") + 1, -".island.tsx".length), load]),
);

/** How near the view a `visible` island hydrates: a screen's height ahead of the scroll. */
const VISIBLE_MARGIN = "100% 0px";
/** The longest an `idle` island waits for the browser to be idle. */
const IDLE_AT_MOST_MS = 3000;

const state = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Hydrates every island of the page on its trigger: `<island-root>` is defined as a custom
 * element, so each one starts as the parser reaches it (those already parsed at once), and so does
 * one added to the page later.
 */
export function hydrateIslands() {
  const start = (element: HTMLElement) => {
    if (!state.has(element)) {
      // A failure leaves the HTML as it was: links still go, the form posts as without JavaScript.
      const done = () => settled.add(element);
      state.set(element, hydrate(element).catch(warn).finally(done));
    }
    return state.get(element)!;
  };
  takeEarlyEvents((target) => {
    const island = target.closest<HTMLElement>("island-root");
    return island && !settled.has(island) ? island : undefined;
  }, start);
  customElements.define(
    "island-root",
    class extends HTMLElement {
      connectedCallback() {
        const trigger = triggers[this.getAttribute("when") as Trigger];
        whenParsed(this, () => trigger(this, () => void start(this)));
      }
    },
  );
}

/**
 * Calls `callback` once the parser has gone past `element`, so its children are all there: when a
 * node follows it, or the document is parsed.
 */
function whenParsed(element: HTMLElement, callback: () => void) {
  const parsed = () => element.nextSibling !== null || document.readyState !== "loading";
  if (parsed()) return callback();
  const done = () => {
    observer.disconnect();
    document.removeEventListener("readystatechange", onState);
    callback();
  };
  const observer = new MutationObserver(() => parsed() && done());
  const onState = () => parsed() && done();
  observer.observe(element.parentNode!, { childList: true });
  document.addEventListener("readystatechange", onState);
}

const warn = (error: unknown) => console.warn("island", error);

const triggers: Record<Trigger, (element: HTMLElement, callback: () => void) => void> = {
  load: (_, callback) => callback(),
  idle: (_, callback) =>
    "requestIdleCallback" in window
      ? requestIdleCallback(callback, { timeout: IDLE_AT_MOST_MS })
      : setTimeout(callback, 1),
  visible: onVisible,
  intent: onIntent,
  // A shared state in the address is shown at once; an empty page waits for the visitor's first
  // move anywhere on it (a pointer, a touch, a key, a scroll), so React does not run while the
  // page loads, yet has begun before they reach a control.
  address: (_, callback) => (location.search ? callback() : onPageIntent(callback)),
};

/** The islands whose hydration has ended, done or failed: a click on them passes. */
const settled = new WeakSet<Element>();

const PAGE_INTENT_EVENTS = [
  "pointermove",
  "pointerdown",
  "touchstart",
  "keydown",
  "scroll",
] as const;

/**
 * Calls `callback` once, at the visitor's first move anywhere on the page, or at once when their
 * pointer is already on it (a move made before this module ran).
 */
function onPageIntent(callback: () => void) {
  const once = () => {
    for (const type of PAGE_INTENT_EVENTS) removeEventListener(type, once, true);
    callback();
  };
  for (const type of PAGE_INTENT_EVENTS)
    addEventListener(type, once, { capture: true, passive: true });
  if (document.querySelector(":hover")) once();
}

/** An island's element is `display: contents`: it has no box, so its children are watched. */
function onVisible(element: HTMLElement, callback: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const child of element.children) observer.observe(child);
}

/** Loads what one island needs, all at once, then hydrates it (./hydrate-island.tsx). */
async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute("island") ?? "";
  const load = islands[name];
  if (!load) throw new Error(`no island "${name}"`);
  const locale = localeFromHtmlLang(document.documentElement.lang);
  // The strings it shows, named by its element.
  const parts = element.getAttribute("messages")?.split(" ").filter(isMessagePart) ?? [];
  const [{ hydrateIsland }, { default: island }] = await Promise.all([
    import("./hydrate-island"),
    load(),
    loadMessageParts(locale, parts),
    wholeStylesheet(),
  ]);
  await hydrateIsland(element, island, locale);
}

let stylesheet: Promise<void> | undefined;

/**
 * The whole stylesheet, once, as a file the browser caches for every page: the page's HTML brought
 * only the rules it uses, and a menu or a message needs more.
 */
function wholeStylesheet(): Promise<void> {
  return (stylesheet ??= new Promise((resolve) => {
    const href = document.getElementById(STYLESHEET_ID)?.dataset.href;
    if (!href) return resolve();
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  }));
}
