// The layer's API for parts of some pages only (the office hours): none of it is in the chunk
// every page loads, where "~/delivery" would put it. Lint keeps the rest of the app to "~/delivery".
export { useNearView } from "./near-view";
