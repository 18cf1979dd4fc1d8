import type { KnipConfig } from "knip";

// Unused files, exports, types and dependencies fail `npm test`. Knip's plugins find the entry
// points of React Router (app/routes.ts and every route module it names, root.tsx, entry.*.tsx),
// Vite, Vitest, Playwright, ESLint and Prettier from their configurations, and the scripts that
// package.json runs with `node` (scripts/postbuild/postbuild.ts, scripts/host/serve.ts,
// scripts/host/host-config-write.ts) from package.json.
const config: KnipConfig = {
  entry: [
    // The measuring tools, run by hand as well as by npm scripts.
    "scripts/measure/*.ts",
    // Compile-time checks: `tsc` is their only reader.
    "tests/types/*.ts",
  ],
  // CSS too, so that `@import "tailwindcss"` in app/styles/app.css counts as a use.
  project: ["**/*.{ts,tsx,js,css}"],
  "react-router": {
    // Only the app folder is read from a configuration, and react-router.config.ts cannot be run
    // outside Vite (the content modules use `import.meta.glob`): the app folder is the default.
    config: ["vite.config.ts"],
    entry: ["react-router.config.ts"],
  },
  // @react-router/dev reads this dependency in package.json to build the prerendering bundle with
  // Node's export conditions; no module imports it.
  ignoreDependencies: ["@react-router/node"],
  // Programs of the machine, not of npm: Java for the Nu Html Checker, OpenSSL.
  ignoreBinaries: ["java", "openssl"],
};

export default config;
