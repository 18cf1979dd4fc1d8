import { useSyncExternalStore } from "react";

// The year the page was prerendered in; hydration starts from it, then React re-renders with the
// visitor's own clock, so a page built last December still shows this year.
const BUILD_YEAR: number = __BUILD_YEAR__;

const subscribe = () => () => {};

export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
