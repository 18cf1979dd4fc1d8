// Inline in the home page's <head>, before the first paint (compiled by ../steps/inline-scripts.ts).
// A module of its own with no imports: its text is the script, allowed by its hash.

/**
 * A load of the home page (a first visit, a reload, a link from another site) shows it from the
 * top, where its hero is: it forgets the position React Router kept for this history entry under
 * `storageKey`, before React Router's own script restores it. A page opened afresh has no history
 * state, hence no position; a link to a section (`/#contact`) still lands on it.
 */
export default function homeFromTop(storageKey: string): void {
  if (location.hash) return;
  const key = (history.state as { key?: string } | null)?.key;
  if (!key) return;
  try {
    const positions = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Record<
      string,
      unknown
    >;
    if (!(key in positions)) return;
    delete positions[key];
    sessionStorage.setItem(storageKey, JSON.stringify(positions));
  } catch {
    // Storage can be disabled; there is then no position to forget.
  }
}
