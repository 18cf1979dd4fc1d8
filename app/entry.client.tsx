// The one module every page loads: it hydrates the page's islands, each on its trigger, and
// loads nothing else until one fires.
import { hydrateIslands } from "~/delivery/hydrate-islands";

hydrateIslands((element) =>
  import("~/delivery/hydrate-island").then((m) => m.hydrateIsland(element)),
);
