// The one module every page loads, once it has painted: it hydrates the page's islands, each on
// its trigger, and loads nothing else until one fires; and it writes this year in the copyright.
import { showCurrentYear } from "~/components/layout/current-year";
import { hydrateIslands } from "~/delivery/hydrate-islands";

hydrateIslands((element) =>
  import("~/delivery/hydrate-island").then((m) => m.hydrateIsland(element)),
);

showCurrentYear();
