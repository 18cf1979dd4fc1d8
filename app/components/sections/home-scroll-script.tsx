import { InlineScript } from "~/delivery";

import homeScroll from "./home-scroll.ts?inline-script";

/** The home page's scroll: from the top on every load (./home-scroll.ts). */
export function HomeScrollScript() {
  return <InlineScript code={homeScroll} args={[]} />;
}
