// The site's icons (./icons.ts) as one SVG file of symbols, drawn at build time and published
// under a name that changes with its content, so browsers keep it as long as it stays the same.
// Each `<Icon>` (./icon.tsx) is a `<use>` of one of them: a page's HTML carries a reference of
// about 60 bytes in place of a drawing of 250 to 800. The page's module puts the file's symbols
// into the page once it has painted (./icon-sprite.behaviour.ts).
import { createHash } from "node:crypto";

import type { IconNode } from "lucide";
import type { Plugin } from "vite";

import { symbolId } from "./icon.tsx";
import { icons, type IconName } from "./icons.ts";

const MODULE = "virtual:icon-sprite";

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

const element = ([tag, attrs]: IconNode[number]) =>
  `<${tag}${Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
    .join("")}/>`;

/** The sprite: one `<symbol>` per icon, with Lucide's stroke, coloured by the text around it. */
function drawSprite(): string {
  const symbols = Object.entries(icons).map(
    ([name, drawing]) =>
      `<symbol id="${symbolId(name as IconName)}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${drawing.map(element).join("")}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/**
 * `virtual:icon-sprite`: the sprite's address. The browser build publishes the file there (the
 * prerender only writes the address); the dev server answers it.
 */
export function iconSprite(): Plugin {
  const sprite = drawSprite();
  const hash = createHash("sha256").update(sprite).digest("base64url").slice(0, 8);
  const url = `/assets/icons-${hash}.svg`;
  return {
    name: "icon-sprite",
    resolveId(id) {
      if (id === MODULE) return `\0${MODULE}`;
    },
    load(id) {
      if (id === `\0${MODULE}`) return `export default ${JSON.stringify(url)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== url) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(sprite);
      });
    },
    generateBundle() {
      if (!this.environment.config.build.ssr)
        this.emitFile({ type: "asset", fileName: url.slice(1), source: sprite });
    },
  };
}
