import { expect, test } from "vitest";

import { PRERENDERED_BODY } from "../../app/lib/prerendered-body";

import { decodeInlineData, dropPrerenderedBodies, encodeInlineData } from "./hydration-data";
import { inlineDataLiteral, reactRouterPage } from "./fixtures/react-router-page";

const sample = reactRouterPage;
const literal = inlineDataLiteral(sample);

test("React Router's inline data, decoded and encoded again, is the same script", () => {
  expect(decodeInlineData(literal).values.length).toBeGreaterThan(3);
  expect(encodeInlineData(decodeInlineData(literal))).toBe(literal);
});

const body = '<h2 id="why">Why &amp; how</h2>\n<p>Phones in Madrid &lt;3 fast pages.</p>';

/** The sample page with a prose element, and its body added to the page's data. */
function withProse(prose: string, dataBody = prose) {
  const data = decodeInlineData(literal);
  data.values.push(dataBody);
  return sample
    .replace("<main", `<div data-slot="prose" class="mt-12 [&amp;_h2]:mt-12">${prose}</div><main`)
    .replace(literal, () => encodeInlineData(data));
}

test("the prose body leaves the inline data when the HTML already holds it; everything else stays", () => {
  const page = withProse(body);
  const { html, dropped } = dropPrerenderedBodies(page);
  expect(dropped).toBe(1);
  const before = decodeInlineData(inlineDataLiteral(page)).values;
  const after = decodeInlineData(inlineDataLiteral(html)).values;
  expect(after).toEqual([...before.slice(0, -1), PRERENDERED_BODY]);
  expect(html).toContain(`>${body}</div>`);
  expect(html.length).toBeLessThan(page.length);
  // Still safe inside a <script>: the data holds no raw markup.
  expect(inlineDataLiteral(html)).not.toMatch(/[<>&]/);
});

test("a prose body missing from the data fails the build instead of passing unnoticed", () => {
  expect(() => dropPrerenderedBodies(withProse(body, body.slice(0, 20)))).toThrow(
    /prose body is not in the page's data/,
  );
});

test("a page with two prose elements is refused", () => {
  const page = withProse(body).replace("<main", `<div data-slot="prose">${body}</div><main`);
  expect(() => dropPrerenderedBodies(page)).toThrow(/more than one prose element/);
});

test("a page without prose is returned unchanged", () => {
  expect(dropPrerenderedBodies(sample)).toEqual({ html: sample, dropped: 0 });
});
