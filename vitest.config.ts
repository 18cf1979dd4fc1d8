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
  },
});
