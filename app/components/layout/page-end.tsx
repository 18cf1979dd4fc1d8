import { scriptCall } from "~/delivery";

import wholePageFirst from "./whole-page-first.inline.ts?inline-script";

const PAGE_END_ID = "page-end";
/** How long the first frame waits for a page that stalls on its way. */
const STALLED_AFTER_MS = 1000;

/** In the head's script: the first frame waits for the whole page (./whole-page-first.inline.ts). */
export const wholePageFirstScript = scriptCall(wholePageFirst, PAGE_END_ID, STALLED_AFTER_MS);

/** The page's last element, which the first frame waits for. */
export function PageEnd() {
  return <span id={PAGE_END_ID} hidden />;
}
