import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";

import { PrerenderContext, type Prerender } from "./context";

type Props = { islandScript: string; children: ReactNode };

/**
 * Wraps the prerendered document. Only app/entry.server.tsx imports this file, so the server
 * renderer never reaches a browser bundle.
 */
export function PrerenderDelivery({ islandScript, children }: Props) {
  const value: Prerender = {
    islandScript,
    renderIsland: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  };
  return <PrerenderContext value={value}>{children}</PrerenderContext>;
}
