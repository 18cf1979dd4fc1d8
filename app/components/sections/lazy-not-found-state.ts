import { lazy } from "react";

/**
 * A detail page's not-found state, for an unknown id, loaded only when it is shown: the pages that
 * are found, nearly every visit, do not carry it.
 */
export const LazyNotFoundState = lazy(() =>
  import("./not-found-state").then((m) => ({ default: m.NotFoundState })),
);
