import sprite from "virtual:icon-sprite";

/**
 * Brings the site's icons (./icon-sprite.ts) into the page once it has painted, so that every
 * `<Icon>` of the page and of its islands finds its symbol. Nothing is fetched before the first
 * paint: a `<use>` of the file itself would have asked for it while the page was being laid out.
 * The file is cached for good, so on every later page it comes from the cache. The icons are
 * decoration: if the file cannot be had, the page reads the same.
 */
export default function bringInIcons() {
  fetch(sprite)
    .then((response) => (response.ok ? response.text() : ""))
    // Held in a hidden element: never drawn nor read out, and nothing on the page moves.
    .then((symbols) =>
      document.body.insertAdjacentHTML("beforeend", `<div hidden>${symbols}</div>`),
    )
    .catch(() => {});
}
