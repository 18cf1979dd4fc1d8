import { expect, NOT_FOUND_CONSOLE, test, widths } from "./fixtures";
import { manifest, unknownPaths } from "./site";

// axe over every page of every language, and every not-found state, at phone and desktop widths.
// The list is the build's own (build/site-pages.json). Open states (mobile menu, language list,
// toast) are checked in their own journeys.
const paths = [...manifest.pages.map((p) => p.path), ...unknownPaths.map((p) => p.unknown)];

for (const [device, width] of Object.entries(widths)) {
  test.describe(`at ${width} px (${device})`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of paths) {
      test(`${path} has no axe violations`, async ({ page, visit, allowConsoleErrors }) => {
        allowConsoleErrors(NOT_FOUND_CONSOLE);
        await visit(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      });
    }
  });
}
