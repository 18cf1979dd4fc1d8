import { expect, NOT_FOUND_CONSOLE, test, widths } from "./fixtures";

// axe over every page at phone and desktop widths; the mobile menu is checked open in its own journey.
const pages = ["/", "/zh", "/es", "/no-such-page", "/zh/no-such-page", "/es/no-such-page"];

for (const [device, width] of Object.entries(widths)) {
  test.describe(`at ${width} px (${device})`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page, visit, allowConsoleErrors }) => {
        allowConsoleErrors(NOT_FOUND_CONSOLE);
        await visit(path);
        await expect(page.locator("main")).toBeVisible();
      });
    }
  });
}
