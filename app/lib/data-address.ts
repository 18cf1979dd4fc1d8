/**
 * An SVG image as a `data:` address, for a picture that comes inside the page instead of as a file
 * (the site icon, a page's opening picture: docs/decisions/021).
 */
export function svgDataAddress(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}
