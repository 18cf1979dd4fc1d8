import { Suspense } from "react";

import { drawnLater, useVisitorActed } from "~/delivery";
import { loadDocumentParts } from "~/i18n/intl";

// The control works with JavaScript only, so it is not in the page's HTML: its box is, and the
// select (the same Radix select as the language list) is drawn in it once the visitor acts on the
// page. Without JavaScript the page follows the device.
const select = drawnLater(() => import("~/components/later/theme-select-menu"), {
  alongside: () => loadDocumentParts(["theme"]),
});

/** The header's theme control: light, dark or as the device asks. */
export function ThemeSelect() {
  const slot = <span className="block size-11" />;
  return useVisitorActed(select) ? (
    <Suspense fallback={slot}>
      <select.Component />
    </Suspense>
  ) : (
    slot
  );
}
