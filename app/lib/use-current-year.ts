import { useBrowserValue } from "./use-browser-value";

// The year the page was prerendered in; hydration starts from it, then React re-renders with the
// visitor's own clock, so a page built last December still shows this year.
const BUILD_YEAR: number = __BUILD_YEAR__;

const thisYear = () => new Date().getFullYear();

export function useCurrentYear(): number {
  return useBrowserValue(thisYear, BUILD_YEAR);
}
