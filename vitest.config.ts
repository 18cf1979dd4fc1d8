import { defineConfig } from "vitest/config";

import { inlineScripts } from "./app/delivery/build/inline-scripts.ts";
import { localeFiles } from "./app/i18n/locale-files.ts";
import { messagePartFiles } from "./app/i18n/messages-plugins.ts";
import { iconSprite } from "./app/components/ui/icon-sprite.ts";

// Unit and component tests run without the React Router Vite plugin, which only serves the app.
// Two groups: `unit` runs on a fresh clone; `built` (files named *.built.test.ts) reads the pages
// React Router wrote in the last build, so `npm test` runs it after `npm run build`.
const BUILT = "**/*.built.test.ts";
export default defineConfig({
  plugins: [inlineScripts(), localeFiles(), messagePartFiles(), iconSprite()],
  build: { assetsInlineLimit: 0 },
  resolve: { tsconfigPaths: true },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  test: {
    environment: "jsdom",
    setupFiles: ["tests/setup/unit.ts"],
    // One jsdom per worker, shared by its files, instead of one per file: building it was most of
    // the run. The setup file still runs for each file, and cleans the document after each test.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "intake/**/*.test.ts"],
          exclude: [BUILT],
        },
      },
      { extends: true, test: { name: "built", include: [`app/${BUILT}`] } },
    ],
  },
});
