// Inline in the <head> of every page, before the first paint (compiled by the `?inline-script` Vite
// plugin, app/delivery/build/inline-scripts.ts), and called again by ./choose-theme.ts when the
// visitor chooses. A module of its own with no imports: its text is the script.

/**
 * Applies the theme the visitor chose (stored under `storageKey`, or given as `choice`):
 * `data-theme` on the root, which the stylesheet's tokens switch on, and the browser bar's colour
 * (the `theme-color` metas, one per theme in the order of `themes`). With no choice, or none that
 * can be read, the page follows the device (`prefers-color-scheme`), as it does without JavaScript.
 */
export default function theme(
  storageKey: string,
  themes: readonly string[],
  choice?: string | null,
) {
  let chosen = choice;
  if (chosen === undefined) {
    try {
      chosen = localStorage.getItem(storageKey);
    } catch {
      // Storage can be disabled: the page follows the device.
    }
  }
  const root = document.documentElement;
  const metas = document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]');
  if (chosen && themes.includes(chosen)) {
    root.dataset.theme = chosen;
    metas.forEach((meta, i) => (meta.media = themes[i] === chosen ? "all" : "not all"));
  } else {
    delete root.dataset.theme;
    metas.forEach((meta, i) => (meta.media = `(prefers-color-scheme: ${themes[i]})`));
  }
}
