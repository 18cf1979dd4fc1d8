import { hydratedLater } from "~/delivery";

/**
 * A detail page's not-found state, for an unknown id, loaded only when it is shown: the pages that
 * are found, nearly every visit, do not carry it. Its prerendered page has it in the HTML, and a
 * link to it draws it after the whole stylesheet is applied, like any other page.
 */
export const LazyNotFoundState = hydratedLater(() =>
  import("./not-found-state").then((m) => ({ default: m.NotFoundState })),
).Component;
