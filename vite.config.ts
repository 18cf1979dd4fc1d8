import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import compile from "icu-minify/compile";
import { defineConfig, type Plugin } from "vite";

import { siteFile } from "./app/content/schema/index.ts";
import { isMessagePart, partOf } from "./app/i18n/message-parts.ts";
import { parseFile } from "./app/content/schema/fields.ts";
import { delivery } from "./app/delivery/steps/vite-plugin.ts";
import { pngFromSvg } from "./scripts/content/png-from-svg.ts";

// A message file, or one part of it (`en.ts?part=site`, app/i18n/message-parts.ts).
const MESSAGES = /[\\/]app[\\/]i18n[\\/]messages[\\/](\w+)\.ts(?:\?part=(\w+))?$/;

/** Each part of a language's strings is its own file, named for both: `strings-zh-site-<hash>.js`. */
function messagesChunk(id: string): string | null {
  const [, locale, part] = MESSAGES.exec(id) ?? [];
  return part ? `strings-${locale}-${part}` : null;
}

type MessageTree = { [key: string]: string | MessageTree };

function compileTree(tree: MessageTree): unknown {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === "string" ? compile(value) : compileTree(value),
    ]),
  );
}

/**
 * The interface strings, compiled from ICU syntax ahead of time (icu-minify): the pages format
 * them with use-intl's format-only runtime and ship no message parser. A message with bad ICU
 * syntax fails the build with its file.
 */
function precompiledMessages(): Plugin {
  return {
    name: "precompiled-messages",
    async transform(_code, id) {
      const [, , part] = MESSAGES.exec(id) ?? [];
      if (part === undefined && !MESSAGES.test(id)) return;
      const file = id.replace(/\?.*$/, "");
      if (part !== undefined && !isMessagePart(part)) throw new Error(`${id}: no part "${part}"`);
      const source = (await import(`${pathToFileURL(file).href}?${Date.now()}`)) as {
        default: MessageTree;
      };
      const messages =
        part === undefined ? source.default : (partOf(source.default, part) as MessageTree);
      try {
        return {
          code: `export default ${JSON.stringify(compileTree(messages))};`,
          map: null,
        };
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`);
      }
    },
  };
}

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
    tailwindcss(),
    precompiledMessages(),
    delivery(),
    reactRouter(),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: { "use-intl/format-message": "use-intl/format-message/format-only" },
  },
  // Bundled into the prerendering build too, so it formats the same compiled messages.
  ssr: { noExternal: ["use-intl"] },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
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
