import { createContext, useContext, type ReactElement } from "react";

/** What the prerender gives the document: the island script's address and the island renderer. */
export type Prerender = {
  /** The address of the one module a page loads (app/entry.client.tsx), from the build manifest. */
  islandScript: string;
  /** An island's HTML, rendered as its own React root, as the browser will hydrate it. */
  renderIsland: (element: ReactElement, identifierPrefix: string) => string;
};

export const PrerenderContext = createContext<Prerender | null>(null);

/** The prerender's part of the document; only ever rendered at build time. */
export function usePrerender(): Prerender {
  const prerender = useContext(PrerenderContext);
  if (!prerender) throw new Error("delivery: the page is rendered outside PrerenderDelivery");
  return prerender;
}
