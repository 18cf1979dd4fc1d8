import { readFileSync } from "node:fs";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { siteFile } from "./app/content/schema/index.ts";
import { localeFiles } from "./app/i18n/locale-files.ts";
import {
  messagePartFiles,
  messagesChunk,
  precompiledMessages,
} from "./app/i18n/messages-plugins.ts";
import { parseFile } from "./app/content/schema/fields.ts";
import { iconSprite } from "./app/components/ui/icon-sprite.ts";
import { devReload } from "./app/delivery/build/dev-reload.ts";
import { inlineScripts } from "./app/delivery/build/inline-scripts.ts";
import { pngFromSvg } from "./scripts/content/png-from-svg.ts";

/**
 * The company details reach the browser as the plain file (app/content/site.ts), so they are
 * checked against their schema here, before anything is built. Every other content file is
 * checked where the build reads it.
 */
function checkedSiteFile(): Plugin {
  const file = "app/content/site.json";
  return {
    name: "checked-site-file",
    buildStart() {
      this.addWatchFile(file);
      parseFile(file, JSON.parse(readFileSync(file, "utf8")), siteFile.schema);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    checkedSiteFile(),
    pngFromSvg(),
    iconSprite(),
    tailwindcss(),
    localeFiles(),
    messagePartFiles(),
    precompiledMessages(),
    inlineScripts(),
    devReload(),
    reactRouter(),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: { "use-intl/format-message": "use-intl/format-message/format-only" },
  },
  // Bundled into the prerendering build too, so it formats the same compiled messages.
  ssr: { noExternal: ["use-intl"] },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The test language (app/i18n/locales.ts) reaches the pages' code too, in the browser as at
  // prerender: a build with it has it everywhere.
  // `INTAKE=off` builds forms that hand requests to the mail app, for a static-only deploy.
  envPrefix: ["VITE_", "SITE_TEST_LOCALE", "INTAKE"],
  build: isSsrBuild
    ? { assetsInlineLimit: 0 }
    : {
        // Artwork stays in files: cached across pages, not repeated inside HTML and page data.
        assetsInlineLimit: 0,
        rolldownOptions: {
          output: {
            chunkFileNames: (chunk) =>
              `assets/${messagesChunk(chunk.facadeModuleId ?? "") ?? "[name]"}-[hash].js`,
          },
        },
      },
}));
