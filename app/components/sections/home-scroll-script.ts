import { scriptCall } from "~/delivery";

import homeScroll from "./home-scroll.ts?inline-script";

/** The home page's scroll: from the top on every load (./home-scroll.ts), in the head's script. */
export const homeScrollScript = scriptCall(homeScroll);
