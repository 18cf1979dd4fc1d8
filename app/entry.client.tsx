// The one module every page loads, once the page has painted (app/delivery/island-module.ts): it
// hydrates the page's islands, each on its trigger, and loads nothing else until one fires; it
// adds the speculation rules, writes this year in the copyright, makes a link to a section glide,
// closes the phone's menu when a link in it is followed (opening it too where the browser lacks
// invoker commands), makes the header's theme list choose and the footer's language list
// remember, and opens the booking in Cal.com's modal.
import { bookingIntent } from "~/components/layout/booking-intent";
import { showCurrentYear } from "~/components/layout/current-year";
import { dialogCommands } from "~/components/layout/dialog-commands";
import { languageMenuLinks } from "~/components/layout/language-menu-links";
import { addSpeculationRules } from "~/components/layout/speculation-rules";
import { themeMenuChoices } from "~/components/layout/theme-menu-choices";
import { glideToSections } from "~/components/sections/section-glide";
import { hydrateIslands } from "~/delivery/hydrate-islands";

hydrateIslands();

addSpeculationRules();
showCurrentYear();
glideToSections();
dialogCommands();
themeMenuChoices();
languageMenuLinks();
bookingIntent();
