import UPNG from "upng-js";
import { describe, expect, it } from "vitest";

import { svgToPng } from "./png-from-svg";

/** Width and height from a PNG's header chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

// A 16:9 picture: a left half red, a right half blue, a green band across the middle, and a
// gradient below them, as the site's illustrations have.
const picture = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="#f1f0ff"/><stop offset="1" stop-color="#0f0d24"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/><rect x="500" width="300" height="900" fill="#f00"/>
<rect x="800" width="300" height="900" fill="#00f"/><rect y="400" width="1600" height="100" fill="#0f0"/></svg>`;

/**
 * Five pictures drawn and encoded: about a second on an idle machine, several while the build and
 * the type check share its two cores in `npm test`.
 */
const DRAWING_TIMEOUT_MS = 30_000;

describe("an SVG drawn to a PNG", () => {
  it(
    "has the size asked for, in each ratio a share card or a search engine takes",
    { timeout: DRAWING_TIMEOUT_MS },
    () => {
      for (const [width, height] of [
        [1200, 630],
        [1200, 675],
        [1200, 900],
        [1200, 1200],
        [512, 512],
      ] as const)
        expect(pngSize(svgToPng(picture, width, height))).toEqual({ width, height });
    },
  );

  it("covers the frame, centred, rather than leaving bands: a square keeps the middle", () => {
    const square = svgToPng(picture, 300, 300);
    const [rgba] = UPNG.toRGBA8(UPNG.decode(new Uint8Array(square).buffer));
    const pixels = new Uint8Array(rgba!);
    const pixel = (x: number, y: number) => [
      ...pixels.subarray((y * 300 + x) * 4, (y * 300 + x) * 4 + 3),
    ];
    // In 256 colours, each within a few steps of what was drawn.
    const near = (want: number[]) => (got: number[]) =>
      got.every((value, i) => Math.abs(value - want[i]!) <= 8);
    expect(pixel(60, 50)).toSatisfy(near([255, 0, 0]));
    expect(pixel(240, 50)).toSatisfy(near([0, 0, 255]));
    expect(pixel(100, 150)).toSatisfy(near([0, 255, 0]));
  });
});
