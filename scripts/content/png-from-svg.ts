// Link previews and search engines take raster pictures only: `picture.svg?png=1200x630` imports
// the SVG drawn to a PNG of that size at build time (resvg), the picture scaled to cover it and
// centred, and published under a hashed name like any asset. The site's pictures carry no text,
// so no font is loaded and no language needs its own copy.
import { readFile } from "node:fs/promises";
import { basename } from "node:path";

import { Resvg } from "@resvg/resvg-js";
import UPNG from "upng-js";
import type { Plugin } from "vite";

const QUERY = /\?png=(\d+)x(\d+)$/;

/** The SVG drawn to a `width` × `height` PNG, scaled to cover it and centred. */
export function svgToPng(svg: string, width: number, height: number): Buffer {
  const covering = svg.replace(/<svg\b[^>]*>/, (root) =>
    root
      .replace(/\s(?:width|height|preserveAspectRatio)="[^"]*"/g, "")
      .replace(
        /^<svg/,
        `<svg width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"`,
      ),
  );
  const drawn = new Resvg(covering, { font: { loadSystemFonts: false } }).render();
  if (drawn.width !== width || drawn.height !== height)
    throw new Error(`expected ${width} × ${height}, drew ${drawn.width} × ${drawn.height}`);
  // In 256 colours (UPNG's quantizer): flat illustrations look the same and weigh about 40% of
  // resvg's own file, so every card stays well under the 100 KB previews take.
  const { pixels } = drawn;
  const rgba = pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.byteLength);
  return Buffer.from(UPNG.encode([rgba as ArrayBuffer], width, height, 256));
}

/**
 * PNGs already drawn, by file and size: the client and the prerendering builds both import the
 * cards, and each would otherwise draw every one again.
 */
const drawn = new Map<string, Promise<Buffer>>();

async function draw(file: string, width: number, height: number): Promise<Buffer> {
  const key = `${file}?${width}x${height}`;
  if (!drawn.has(key))
    drawn.set(
      key,
      readFile(file, "utf8").then((svg) => svgToPng(svg, width, height)),
    );
  return drawn.get(key)!;
}

export function pngFromSvg(): Plugin {
  let serve = false;
  return {
    name: "png-from-svg",
    // Before Vite's own asset handling, which would publish the SVG itself.
    enforce: "pre",
    configResolved(config) {
      serve = config.command === "serve";
    },
    async load(id) {
      const match = QUERY.exec(id);
      if (!match) return null;
      const file = id.slice(0, match.index);
      // The development server shows the SVG: previews are read from the build.
      if (serve) return `export default ${JSON.stringify(`/@fs${file}`)};`;
      try {
        const png = await draw(file, Number(match[1]), Number(match[2]));
        const name = `${basename(file, ".svg")}-${match[1]}x${match[2]}.png`;
        const ref = this.emitFile({ type: "asset", name, source: png });
        return `export default "__VITE_ASSET__${ref}__";`;
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`);
      }
    },
  };
}
