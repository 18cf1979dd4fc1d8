import { expect, test } from "vitest";

import { dropPrerenderedBodies } from "./hydration-data";

/** React Router's inline data script for a flat turbo-stream array (`escapeHtml(JSON.stringify(…))`). */
function dataScript(values: unknown[]): string {
  const literal = JSON.stringify(`${JSON.stringify(values)}\n`).replace(
    /[&><\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script>window.__reactRouterContext.streamController.enqueue(${literal});</script>`;
}

/** The values a page's inline data carries, decoded as the browser's React Router does. */
function inlineValues(html: string): unknown[] {
  const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)![1]!;
  return JSON.parse((JSON.parse(literal) as string).split("\n")[0]!) as unknown[];
}

const body = '<h2 id="why">Why &amp; how</h2>\n<p>Phones in Madrid &lt;3 fast pages.</p>';
const summary = "Three questions before you scope an MVP.";

function page(prose: string, values: unknown[]) {
  return `<html><body><h1>${summary}</h1><div data-slot="prose" class="mt-12 [&_h2]:mt-12">${prose}</div>${dataScript(values)}</body></html>`;
}

test("the prose body leaves the inline data when the HTML already holds it; everything else stays", () => {
  const values = ["loaderData", { _1: 2 }, "article", summary, body, 42];
  const { html, dropped } = dropPrerenderedBodies(page(body, values));
  expect(dropped).toBe(1);
  expect(inlineValues(html)).toEqual(["loaderData", { _1: 2 }, "article", summary, "", 42]);
  expect(html).toContain(`<div data-slot="prose" class="mt-12 [&_h2]:mt-12">${body}</div>`);
  // Still safe inside a <script>: no raw markup from the body.
  expect(/<script>([\s\S]*?)<\/script>/.exec(html)![1]).not.toMatch(/[<>&]/);
});

test("a string that is not exactly the prose content is kept", () => {
  const values = ["loaderData", summary, body.slice(0, 20)];
  const input = page(body, values);
  expect(dropPrerenderedBodies(input)).toEqual({ html: input, dropped: 0 });
});

test("a page without prose is returned unchanged", () => {
  const input = `<html><body><p>${summary}</p>${dataScript(["loaderData", summary])}</body></html>`;
  expect(dropPrerenderedBodies(input)).toEqual({ html: input, dropped: 0 });
});
