import type { KnipConfig } from "knip";

// Unused files, exports, types and dependencies fail `npm test`. Knip's plugins find the entry
// points of Vite, Vitest, Playwright, ESLint and Prettier from their configurations, and the
// scripts that package.json runs with `node` (scripts/postbuild/postbuild.ts,
// scripts/host/serve.ts, scripts/host/host-config-write.ts) from package.json.
const config: KnipConfig = {
  entry: [
    "react-router.config.ts",
    "app/{root,routes,entry.client,entry.server}.{ts,tsx}",
    "app/routes/*.{ts,tsx}",
    // The measuring tools, run by hand as well as by npm scripts.
    "scripts/measure/*.ts",
    // Compile-time checks: `tsc` is their only reader.
    "tests/types/*.ts",
    // The test language's messages, found by path (app/i18n/locale-files.ts).
    "tests/fixtures/locale/*.ts",
  ],
  // CSS too, so that `@import "tailwindcss"` in app/styles/app.css counts as a use.
  project: ["**/*.{ts,tsx,js,css}"],
  // Knip's React Router plugin runs app/routes.ts to find the route modules, and cannot: the route
  // table is built from the page list, whose content modules use Vite's `import.meta.glob`. So the
  // framework's entry points are named here: every module under app/routes/ is a route's.
  "react-router": false,
  // @react-router/dev reads this dependency in package.json to build the prerendering bundle with
  // Node's export conditions; no module imports it.
  ignoreDependencies: ["@react-router/node"],
  // Programs of the machine, not of npm: Java for the Nu Html Checker, OpenSSL.
  ignoreBinaries: ["java", "openssl"],
};

export default config;
