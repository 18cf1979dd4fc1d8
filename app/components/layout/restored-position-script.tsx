import { scriptCall } from "~/delivery";

import restoredPosition from "./restored-position.ts?inline-script";

const PAGE_END_ID = "page-end";

/**
 * In the head: on Back or a reload, the first frame waits for the whole page
 * (./restored-position.ts).
 */
export const restoredPositionScript = scriptCall(restoredPosition, PAGE_END_ID);

/** The page's last element, which the restored position waits for. */
export function PageEnd() {
  return <span id={PAGE_END_ID} hidden />;
}
