// The one module every page loads, run once the page is parsed: it hydrates the page's islands,
// each on its trigger, and loads nothing else until one fires; it writes this year in the
// copyright, and makes a link to a section glide.
import { showCurrentYear } from "~/components/layout/current-year";
import { glideToSections } from "~/components/sections/section-glide";
import { hydrateIslands } from "~/delivery/hydrate-islands";

hydrateIslands();

showCurrentYear();
glideToSections();
