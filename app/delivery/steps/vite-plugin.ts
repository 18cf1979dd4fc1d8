// The layer's part of the Vite build: the inline scripts compiled from TypeScript, the switch,
// and the chunk rules, which go by folder.
import type { Plugin, UserConfig } from "vite";

import { inlineScripts } from "./inline-scripts.ts";
import { DELIVERY_LAYER_ON } from "./switch.ts";

// Modules every page needs at first load, bundled into one file instead of a dozen small ones:
// on a phone each extra request costs a round trip before the page can hydrate.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-intl|icu-minify|clsx|lucide-react)[\\/]/;

// Lucide's icons are not in it: each goes with the modules that draw it, so a page carries the
// icons it shows (the header's in the shared chunk, the services' with the pages listing them).
const ICONS = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/]|lucide-react\.mjs$)/;

// The site's own modules every page loads, by folder: the layer's browser half, helpers, strings
// machinery, the chrome and its primitives, and the company details. Page sections, the layer's
// parts for some pages only (app/delivery/page/) and what is drawn later (app/components/later/)
// stay in their own chunks, with what uses them; each language's strings are chunks of their own
// (vite.config.ts).
const SHARED =
  /[\\/]app[\\/](delivery[\\/](browser[\\/]|index\.ts)|lib[\\/]|i18n[\\/](?!messages[\\/])|components[\\/](layout|ui)[\\/]|content[\\/]site\.ts)/;

/** Which chunk a module of the client build lands in, by its path. */
export function sharedChunk(id: string): "framework" | "app" | undefined {
  if (FRAMEWORK.test(id) && !ICONS.test(id)) return "framework";
  if (SHARED.test(id)) return "app";
  return undefined;
}

function chunkRules(): Plugin {
  return {
    name: "delivery-chunks",
    config(_config, { isSsrBuild }): UserConfig | undefined {
      if (isSsrBuild || !DELIVERY_LAYER_ON) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: (id) => sharedChunk(id) === "framework", priority: 3 },
                  { name: "app", test: (id) => sharedChunk(id) === "app", priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/** The delivery layer's Vite plugins: inline scripts always, the chunk rules when it is on. */
export function delivery(): Plugin[] {
  return [
    inlineScripts(),
    chunkRules(),
    {
      name: "delivery-switch",
      config: () => ({ define: { __DELIVERY_LAYER_ON__: JSON.stringify(DELIVERY_LAYER_ON) } }),
    },
  ];
}
