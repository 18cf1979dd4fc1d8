// A page whose largest element is a picture file waits for it: on a phone, one more round trip
// after the page. Where the page still fits the first round trip with the picture inside, the
// picture goes inside: its `src` becomes a `data:` address of the same SVG, in the HTML and in the
// page's inline hydration data (so hydration finds the same attribute), and React's preload of
// the file goes. The `.data` files client navigation fetches keep the file (docs/decisions/022).
import { svgDataAddress } from "../../app/lib/data-address.ts";

import { changeInlineData } from "./hydration-data.ts";
import { brotliSize } from "./precompress.ts";

/**
 * What a page may weigh, Brotli-compressed, and still arrive in the first round trip: 14,600
 * bytes (ten TCP segments) less 800 bytes of response headers (`npm start` sends 781 for a
 * page; docs/decisions/020 and 024).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600 - 800;

/**
 * The picture a page opens with: `Picture` with `fetchPriority="high"` (a service's, a case
 * study's or an article's, the first card of the case studies and of the articles).
 */
const OPENING = /<img\b[^>]*\bfetchPriority="high"[^>]*>/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The page with its opening picture inside, or `null` when it has no single opening SVG file
 * whose address appears once in the page and once in its hydration data.
 */
export function withPictureInside(html: string, readAsset: (src: string) => string): string | null {
  const tags = [...html.matchAll(OPENING)];
  if (tags.length !== 1) return null;
  const src = /\ssrc="(\/assets\/[^"]+\.svg)"/.exec(tags[0]![0])?.[1];
  if (!src || html.split(`src="${src}"`).length !== 2) return null;
  const address = svgDataAddress(readAsset(src));

  let found = 0;
  const withData = changeInlineData(html, (data) => {
    let changed = false;
    data.values.forEach((value, index) => {
      if (value !== src) return;
      data.values[index] = address;
      found++;
      changed = true;
    });
    return changed;
  });
  if (found !== 1) return null;

  const preload = new RegExp(`<link rel="preload" as="image" href="${escapeRegExp(src)}"[^>]*>`);
  return withData.replace(preload, "").replace(`src="${src}"`, () => `src="${address}"`);
}

/**
 * The page as it should be served: with its opening picture inside when the page, made ready by
 * `finish` (its data moved out, its policy), still fits the first round trip; otherwise as it was.
 */
export function openingPicture<Finished extends { html: string }>(
  html: string,
  readAsset: (src: string) => string,
  finish: (html: string) => Finished,
): Finished {
  const inside = withPictureInside(html, readAsset);
  if (inside !== null) {
    const finished = finish(inside);
    if (brotliSize(finished.html) <= FIRST_ROUND_TRIP_BYTES) return finished;
  }
  return finish(html);
}
