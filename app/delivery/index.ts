// The delivery layer's API for the rest of the app (README.md beside this file). Components,
// routes and the root import from "~/delivery" only; the folders under it are the layer's own.

// Parts of a page that load after the first paint, declared by the component that uses them.
export {
  drawnLater,
  hydratedLater,
  loadedFirst,
  loadedLater,
  useDrawnLater,
  useVisitorActed,
} from "./browser/drawn-later";
export { whenIdle } from "./browser/idle";
export { useLoadOnIntent } from "./browser/intent";
export { useEarlyClick } from "./browser/early-clicks";
export { ParsedEnd } from "./browser/parsed-end";

// Page behaviours whose first half runs inline before the paint.
export { useHomeFromTop } from "./browser/home-from-top";
export { rememberLocale } from "./browser/remembered-locale";
export type { ThemeChoice } from "./browser/theme";

// The document: what app/root.tsx renders and runs.
export { DeliveryHead, deliveryMiddleware, useDelivery } from "./browser/document";
