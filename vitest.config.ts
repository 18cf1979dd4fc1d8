import { defineConfig } from "vitest/config";

// Unit and component tests run without the React Router Vite plugin, which only serves the app.
export default defineConfig({
  build: { assetsInlineLimit: 0 },
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["tests/setup/unit.ts"],
    // One jsdom per worker, shared by its files, instead of one per file: building it was most of
    // the run. The setup file still runs for each file, and cleans the document after each test.
    isolate: false,
  },
});
