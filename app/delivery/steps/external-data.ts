// React Router writes a page's hydration data into the HTML: scripts that push the loaders'
// values into a stream (`streamController.enqueue(…)`, then `close()`). Nothing reads them before
// the modules run, after the first paint (defer-scripts.ts), yet they take 0.5–0.9 KiB of the
// first round trip, more on the home page. This step moves them into a file
// named by its content, which the module loader requests beside the modules. The loader opens the
// stream (React Router's context script) before it requests the file; the router waits on the
// stream, so it does not matter whether the data or the modules arrive first.
import { createHash } from "node:crypto";

import { findParts } from "./react-router-markup.ts";

/** Where the data files go, under the build's /assets/ (fingerprinted, cached for a year). */
export const DATA_PREFIX = "page-data-";

export type ExternalData = {
  html: string;
  /** The data script: its name under /assets/ and its text. */
  file: { name: string; text: string };
};

/**
 * The page without its inline data scripts, and the file that holds them. Every page has some
 * (its routes' loaders). Throws when there are none or they are not closed at the end: React
 * Router's markup changed, and a page would otherwise wait for data forever.
 */
export function externalData(html: string): ExternalData {
  const scripts = findParts(html, "data");
  if (!scripts.at(-1)![1]!.endsWith(".close();")) {
    throw new Error(
      "external-data: React Router's markup changed: the data scripts do not end with close()",
    );
  }
  const text = `${scripts.map((m) => m[1]).join("\n")}\n`;
  const hash = createHash("sha256").update(text).digest("base64url").slice(0, 10);
  let out = html;
  for (const m of scripts) out = out.replace(m[0], "");
  return { html: out, file: { name: `${DATA_PREFIX}${hash}.js`, text } };
}
