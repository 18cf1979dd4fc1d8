import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";

import { PrerenderContext, type Prerender } from "./context";

/**
 * Wraps the prerendered document. Only app/entry.server.tsx imports this file, so the server
 * renderer never reaches a browser bundle.
 */
export function PrerenderDelivery({
  islandScript,
  children,
}: {
  islandScript: string;
  children: ReactNode;
}) {
  const value: Prerender = {
    islandScript,
    renderIsland: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    rendered: new Map(),
  };
  return <PrerenderContext value={value}>{children}</PrerenderContext>;
}
