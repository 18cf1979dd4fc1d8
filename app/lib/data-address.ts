/**
 * What a `data:` address may carry as it is: URL code points that neither an HTML attribute nor
 * React's escaping changes. `=`, `/`, `:` and `,` fill an SVG; `encodeURIComponent` would triple
 * each of them.
 */
const KEPT = /[A-Za-z0-9\-._~!$()*+,;=:@/]/u;

/**
 * An SVG image as a `data:` address, for a picture that comes inside the page instead of as a file
 * (the site icon: app/delivery/document-head.tsx). Every other character, spaces, both quotes,
 * `<`, `>`, `&`, `#`, `%` and non-ASCII among them, is percent-encoded as UTF-8
 * (`encodeURIComponent` leaves `'` as it is, which React would write as `&#x27;`).
 */
export function svgDataAddress(svg: string): string {
  const encoded = [...svg.trim()]
    .map((c) => (KEPT.test(c) ? c : c === "'" ? "%27" : encodeURIComponent(c)))
    .join("");
  return `data:image/svg+xml,${encoded}`;
}
