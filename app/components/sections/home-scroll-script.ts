import { scriptCall } from "~/delivery";

import homeScroll from "./home-scroll.inline.ts?inline-script";

/** The home page's scroll: from the top on every load (./home-scroll.inline.ts), in the head's script. */
export const homeScrollScript = scriptCall(homeScroll);
