import { describe, expect, test } from "vitest";

import { loader } from "./fixtures/module-loader";
import { reactRouterPage } from "./fixtures/react-router-page";
import { servedPage } from "./page";
import { inlineStylesheet } from "./page-styles";
import { reactRouterParts, type PartName } from "./react-router-markup";

// The page React Router wrote in the last build, served as the build serves every page.
const css = inlineStylesheet(reactRouterPage)!;
const serve = (html: string) => servedPage(html, { css, href: "/assets/site.css" }, loader);

test("a page as React Router wrote it in this build passes every step", () => {
  const served = serve(reactRouterPage);
  expect(served.html).not.toContain('<link rel="modulepreload"');
  expect(served.data.text).toContain("streamController.close()");
});

describe("when an upgrade changes a part of React Router's markup, the build fails naming the step", () => {
  for (const [name, { step }] of Object.entries(reactRouterParts) as [
    PartName,
    { step: string; pattern: RegExp },
  ][]) {
    test(`${name} (read by ${step})`, () => {
      const { pattern } = reactRouterParts[name];
      const found = reactRouterPage.match(pattern) ?? [];
      expect(found.length).toBeGreaterThan(0);
      // The same element written another way: a new attribute, as a release might add.
      const changed = found.reduce(
        (html, element) => html.replace(element, element.replace(/^<(\w+)/, '<$1 data-new=""')),
        reactRouterPage,
      );
      expect(() => serve(changed)).toThrow(
        new RegExp(`^${step}: React Router's markup changed: expected .* \\(${name}\\), found 0$`),
      );
    });
  }
});
