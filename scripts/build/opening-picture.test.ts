import { expect, test } from "vitest";

import { decodeInlineData, encodeInlineData } from "./hydration-data";
import { FIRST_ROUND_TRIP_BYTES, openingPicture, withPictureInside } from "./opening-picture";
import { svgDataAddress } from "../../app/lib/data-address";
import { brotliSize } from "./precompress";
import { inlineDataLiteral, reactRouterPage } from "./fixtures/react-router-page";

// A page as `react-router build` writes it, given an opening picture the way React writes one for
// `<Picture loading="eager" fetchPriority="high">`: a preload in the head, the image in the body,
// and its address among the page's hydration data.
const sample = reactRouterPage;
const literal = inlineDataLiteral(sample);
const src = "/assets/hero-AbC123.svg";
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect fill="#5B4DFF"/></svg>\n';
const address = svgDataAddress(svg);
const readAsset = (path: string) => {
  if (path !== src) throw new Error(`unexpected asset ${path}`);
  return svg;
};

function withPicture({ inData = 1, images = 1 } = {}) {
  const data = decodeInlineData(literal);
  for (let i = 0; i < inData; i++) data.values.push(src);
  const img = `<img data-slot="picture" src="${src}" alt="A picture" width="1600" height="900" loading="eager" decoding="async" fetchPriority="high"/>`;
  return sample
    .replace(
      "</head>",
      `<link rel="preload" as="image" href="${src}" fetchPriority="high"/></head>`,
    )
    .replace("<main", `${img.repeat(images)}<main`)
    .replace(literal, () => encodeInlineData(data));
}

const dataValues = (html: string) => decodeInlineData(inlineDataLiteral(html)).values;

test("the opening picture goes inside: in the image, in the hydration data, and without its preload", () => {
  const page = withPicture();
  const inside = withPictureInside(page, readAsset)!;
  expect(inside).toContain(`<img data-slot="picture" src="${address}"`);
  expect(inside).not.toContain(src);
  expect(dataValues(inside)).toEqual([...dataValues(page).slice(0, -1), address]);
  // Still safe inside a <script>: the address holds no raw markup.
  expect(inlineDataLiteral(inside)).not.toMatch(/[<>&]/);
});

test("a page whose picture is not exactly once in its images and its data is left alone", () => {
  expect(withPictureInside(sample, readAsset)).toBeNull();
  expect(withPictureInside(withPicture({ images: 2 }), readAsset)).toBeNull();
  expect(withPictureInside(withPicture({ inData: 0 }), readAsset)).toBeNull();
  const png = withPicture().replaceAll(src, "/assets/hero-AbC123.png");
  expect(withPictureInside(png, readAsset)).toBeNull();
});

test("the picture goes inside only while the finished page fits the first round trip", () => {
  const page = withPicture();
  const finish = (html: string) => ({ html: html.replace("</body>", "<!--finished--></body>") });
  const { html: small } = openingPicture(page, readAsset, finish);
  expect(small).toContain(`src="${address}"`);
  expect(small).toContain("<!--finished-->");

  // Text that does not compress, so that the page with the picture no longer fits.
  const noise = Array.from({ length: 4000 }, (_, i) => ((i * 7919) % 9973).toString(36)).join("");
  const filler = noise.slice(0, FIRST_ROUND_TRIP_BYTES * 1.2);
  const heavy = page.replace("</main>", `<p>${filler}</p></main>`);
  const kept = openingPicture(heavy, readAsset, finish);
  expect(brotliSize(finish(withPictureInside(heavy, readAsset)!).html)).toBeGreaterThan(
    FIRST_ROUND_TRIP_BYTES,
  );
  expect(kept).toEqual(finish(heavy));
});
