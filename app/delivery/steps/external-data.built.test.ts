import { expect, test } from "vitest";

import { DATA_PREFIX, externalData } from "./external-data";
import { decodeInlineData, inlineDataLiteral, reactRouterPage } from "./fixtures/react-router-page";

// A page as `react-router build` writes it (the English 404 page).
const sample = reactRouterPage;

test("the page's data scripts leave the HTML for one file, in the order React Router wrote them", () => {
  const literal = inlineDataLiteral(sample);
  const { html, file } = externalData(sample);
  expect(html).not.toContain("streamController.enqueue");
  expect(html).not.toContain("streamController.close");
  // The context script that opens the stream stays, before anything that could read it.
  expect(html).toContain("window.__reactRouterContext = ");
  expect(file?.name).toMatch(new RegExp(`^${DATA_PREFIX}[\\w-]{10}\\.js$`));
  expect(file?.text.split("\n")).toEqual([
    `window.__reactRouterContext.streamController.enqueue(${literal});`,
    "window.__reactRouterContext.streamController.close();",
    "",
  ]);
  // The values survive unchanged.
  const moved = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(file!.text)![1]!;
  expect(decodeInlineData(moved)).toEqual(decodeInlineData(literal));
});

test("the file's name follows its content, so a cached copy is never stale", () => {
  const other = externalData(sample.replace("Page not found", "Page not found here"));
  expect(other.file?.name).toBe(externalData(sample).file?.name);
  const data = inlineDataLiteral(sample);
  const changed = externalData(sample.replace(data, data.replace("en", "es")));
  expect(changed.file?.name).not.toBe(externalData(sample).file?.name);
});

test("a page without data fails the build: React Router's markup changed", () => {
  const page = "<!DOCTYPE html><html><head></head><body><p>Static</p></body></html>";
  expect(() => externalData(page)).toThrow(/external-data: React Router.s markup changed/);
});

test("data that is never closed fails the build instead of leaving a page waiting", () => {
  const unclosed = sample.replace(
    "<script>window.__reactRouterContext.streamController.close();</script>",
    "",
  );
  expect(() => externalData(unclosed)).toThrow(
    /external-data: React Router.s markup changed: the data scripts do not end with close\(\)/,
  );
});
