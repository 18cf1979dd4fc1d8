import { createContext, useContext, type ReactNode } from "react";

import type { Locale } from "~/i18n/locales";

/** What a page's entry in the page list (app/site-pages.ts) says: its head and its language links. */
export type PageStatus = {
  /** The languages its language links lead to. */
  languages: readonly Locale[];
  /** The languages its hreflang names. */
  alternates: readonly Locale[];
  noindex: boolean;
  /** It shows content not translated into its language yet, and says so. */
  untranslated: boolean;
};

/** The page being prerendered, as the page list has it. */
export type PageHere = {
  locale: Locale;
  /** Its path in any language: `/about` for `/zh/about`. */
  path: string;
  /** Its entry in the list; a not-found state has none. */
  status: PageStatus | null;
  /** The languages its language links lead to: its entry's, or every one for a not-found state. */
  languages: readonly Locale[];
};

const Here = createContext<PageHere | null>(null);

/** Gives the page's place in the list to what the layout renders (app/routes/site-layout.tsx). */
export function PageHereProvider({ here, children }: { here: PageHere; children: ReactNode }) {
  return <Here value={here}>{children}</Here>;
}

/**
 * The page being prerendered. Only the page's own render has one: an island, hydrated on its
 * own in the browser, is given what it needs as props.
 */
export function usePageHere(): PageHere {
  const here = useContext(Here);
  if (!here) throw new Error("usePageHere: no page here (an island takes what it needs as props)");
  return here;
}
