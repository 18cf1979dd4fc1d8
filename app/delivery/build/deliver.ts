// After `react-router build`: each prerendered page cut to its critical CSS (./critical-css.ts)
// and given the policy that allows exactly its inline scripts (./content-security-policy.ts).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { protectPage } from "./content-security-policy.ts";
import { criticalCss, inlineStylesheet, stylesheetFile } from "./critical-css.ts";

/** Makes every HTML page of `clientDir` ready to serve; returns how many there are. */
export async function deliverPages(clientDir: string): Promise<number> {
  const pages = (await readdir(clientDir, { recursive: true })).filter((f) => f.endsWith(".html"));
  // The whole stylesheet, written once as a file from the first page's inline copy: an island
  // loads it before it draws what the page's own rules do not cover (a menu, a message).
  const css = inlineStylesheet(await readFile(join(clientDir, pages[0]!), "utf8"));
  if (css === undefined) throw new Error(`${pages[0]}: no inline stylesheet`);
  const stylesheet = { css, href: `/assets/${stylesheetFile(css)}` };
  await writeFile(join(clientDir, stylesheet.href), css);
  for (const page of pages) {
    const file = join(clientDir, page);
    try {
      await writeFile(file, protectPage(criticalCss(await readFile(file, "utf8"), stylesheet)));
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`);
    }
  }
  return pages.length;
}
