// The one module every page loads, once the page has painted
// (app/delivery/island-module.inline.ts). It hydrates the page's islands (`*.island.tsx`), each on
// its trigger, and loads nothing else until one fires; then it runs every behaviour
// (`*.behaviour.ts`, each a default-exported function beside the component whose HTML it drives):
// the speculation rules, this year in the copyright, a link to a section gliding, the phone's menu,
// the header's theme list, the language links, the booking modal and the icons after the first
// paint's. A new behaviour is one file.
import { hydrateIslands } from "~/delivery/hydrate-islands";

hydrateIslands();

const behaviours = import.meta.glob<() => void>("./components/**/*.behaviour.ts", {
  eager: true,
  import: "default",
});
for (const run of Object.values(behaviours)) run();
