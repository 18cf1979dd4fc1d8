import { InlineScript } from "~/delivery";

import homeScroll from "./home-scroll.ts?inline-script";

/** The longest a glide keeps scrolling smooth, should the browser not report its end. */
const GLIDE_AT_MOST_MS = 1500;

/** The home page's scroll: from the top on every load, a glide to its sections (./home-scroll.ts). */
export function HomeScrollScript() {
  return <InlineScript code={homeScroll} args={[GLIDE_AT_MOST_MS]} />;
}
