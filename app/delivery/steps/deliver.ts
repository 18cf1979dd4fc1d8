// The layer's step after `react-router build`: each prerendered page made ready to serve
// (page.ts), or, with the layer off, only given its policy. What React Router wrote is kept
// beside the build (`keptDir`): the steps' tests read it.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { compileScript } from "./inline-scripts.ts";
import { protectPage } from "./content-security-policy.ts";
import { servedPage } from "./page.ts";
import { inlineStylesheet, stylesheetFile } from "./page-styles.ts";
import { DELIVERY_LAYER_ON } from "./switch.ts";

const moduleLoader = fileURLToPath(new URL("../inline/module-loader.ts", import.meta.url));

/** Makes every HTML page of `clientDir` ready to serve; returns how many there are. */
export async function deliverPages(clientDir: string, keptDir: string): Promise<number> {
  const pages = (await readdir(clientDir, { recursive: true })).filter((f) => f.endsWith(".html"));
  await rm(keptDir, { recursive: true, force: true });
  const serve = DELIVERY_LAYER_ON ? await layerSteps(clientDir, pages[0]!) : protectPage;
  for (const page of pages) {
    const file = join(clientDir, page);
    const prerendered = await readFile(file, "utf8");
    await mkdir(dirname(join(keptDir, page)), { recursive: true });
    await writeFile(join(keptDir, page), prerendered);
    try {
      await writeFile(file, await serve(prerendered));
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`);
    }
  }
  return pages.length;
}

/**
 * The steps of page.ts, with what they share: the whole stylesheet written once as a file (from
 * the first page's inline copy) and the module loader compiled once.
 */
async function layerSteps(clientDir: string, firstPage: string) {
  const css = inlineStylesheet(await readFile(join(clientDir, firstPage), "utf8"));
  if (css === undefined) throw new Error(`${firstPage}: no inline stylesheet`);
  const stylesheet = { css, href: `/assets/${stylesheetFile(css)}` };
  await writeFile(join(clientDir, stylesheet.href), css);
  const loader = await compileScript(moduleLoader);
  return async (html: string) => {
    const served = servedPage(html, stylesheet, loader);
    await writeFile(join(clientDir, "assets", served.data.name), served.data.text);
    return served.html;
  };
}
