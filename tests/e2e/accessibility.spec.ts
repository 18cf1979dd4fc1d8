import { expect, NOT_FOUND_CONSOLE, test, widths } from "./fixtures";

// axe over every page of every language at phone and desktop widths. Open states (mobile menu,
// language list, toast) are checked in their own journeys.
const services = [
  "mobile-development",
  "web-development",
  "design",
  "tv-streaming",
  "system-architecture",
  "product-launch",
];
const projects = [
  "healthconnect",
  "ecommercex",
  "streamview",
  "fintech-dashboard",
  "fittracker",
  "smart-home",
];
const pagePaths = [
  "/",
  ...services.map((id) => `/services/${id}`),
  "/projects",
  ...projects.map((id) => `/projects/${id}`),
];
const notFoundPaths = ["/no-such-page", "/services/no-such-service", "/projects/no-such-project"];

for (const prefix of ["", "/zh", "/es"]) {
  for (const [device, width] of Object.entries(widths)) {
    test.describe(`${prefix || "/en"} at ${width} px (${device})`, () => {
      test.use({ viewport: { width, height: 800 } });

      for (const path of [...pagePaths, ...notFoundPaths]) {
        const url = prefix && path === "/" ? prefix : `${prefix}${path}`;
        test(`${url} has no axe violations`, async ({ page, visit, allowConsoleErrors }) => {
          allowConsoleErrors(NOT_FOUND_CONSOLE);
          await visit(url);
          await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        });
      }
    });
  }
}
