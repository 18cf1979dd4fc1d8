// One prerendered page made ready to serve, the steps in order: its own style rules inline
// (page-styles.ts), its hydration data in a file (external-data.ts), its modules and that file
// loaded after the first paint (defer-scripts.ts), and a policy allowing exactly its inline
// scripts (content-security-policy.ts). docs/how-a-page-loads.md tells why each step is here.
import { protectPage } from "./content-security-policy.ts";
import { deferScripts } from "./defer-scripts.ts";
import { externalData, type ExternalData } from "./external-data.ts";
import { pageStyles } from "./page-styles.ts";

export type Stylesheet = { css: string; href: string };

export type ServedPage = { html: string; data: ExternalData["file"] };

/** `loader` is the compiled module loader (defer-scripts.ts). */
export function servedPage(html: string, stylesheet: Stylesheet, loader: string): ServedPage {
  const data = externalData(pageStyles(html, stylesheet));
  const deferred = deferScripts(data.html, { loader, scripts: [`/assets/${data.file.name}`] });
  return { html: protectPage(deferred.html, deferred.insertedScripts), data: data.file };
}
