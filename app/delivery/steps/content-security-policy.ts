// The Content-Security-Policy of each page, computed after the build from the page itself.
//
// Prerendered pages carry inline scripts: ours before the paint (the remembered-language
// redirect, the home page from the top, early clicks), React Router's script elements (emptied by
// defer-scripts.ts, which React still hydrates) and the loader the build adds (which runs React
// Router's context and scroll restoration and loads the modules after the first paint). Each is allowed by its SHA-256 hash, never by 'unsafe-inline'. The hashes differ per
// page and per build, so the policy is per page: a <meta> element at the top of <head>, which
// every host serves unchanged. The directives a <meta> policy cannot carry (frame-ancestors)
// and the navigation rules that hold for every page are a header (scripts/host/headers.ts); no
// directive is in both, because two policies are intersected.
import { createHash } from "node:crypto";

import { formEndpointOrigin } from "../../content/site.ts";

const CAL_SCRIPTS = "https://app.cal.com";
const CAL_FONTS = "https://cal.com";

/** The text of every inline script of a page that runs: not external, not a JSON data block. */
export function inlineScripts(html: string): string[] {
  return (
    [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
      .filter(
        ([, attributes = ""]) =>
          !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
      )
      .map(([, , body]) => body!)
      // An empty script runs nothing and is never checked against the policy.
      .filter((body) => body !== "")
  );
}

export function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The page's policy. Cal.com is allowed where its embed needs it, and only there: its script
 * (app.cal.com), the booking frame and its requests, its images and its font (cal.com). Styles
 * allow 'unsafe-inline': the embed injects <style> elements at run time and the Radix
 * primitives position their popovers with style attributes.
 */
export function pagePolicy(
  scriptHashes: readonly string[],
  endpointOrigin = formEndpointOrigin(),
): string {
  const endpoint = endpointOrigin ? ` ${endpointOrigin}` : "";
  return [
    "default-src 'none'",
    `script-src 'self' ${[...new Set(scriptHashes)].join(" ")} ${CAL_SCRIPTS}`,
    "style-src 'self' 'unsafe-inline'",
    // data: for the site icon, inline in every page.
    `img-src 'self' data: ${CAL_SCRIPTS}`,
    `font-src 'self' ${CAL_FONTS}`,
    `connect-src 'self' ${CAL_SCRIPTS}${endpoint}`,
    `frame-src ${CAL_SCRIPTS}`,
    "manifest-src 'self'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/** The page with its policy as the first element after the charset, before any script. */
export function withPolicy(html: string, policy: string): string {
  const charset = /<meta charset="utf-8"\/?>/i.exec(html)?.[0];
  if (!charset) throw new Error("csp: no <meta charSet> to place the policy after");
  if (html.includes('http-equiv="Content-Security-Policy"'))
    throw new Error("csp: page already has a policy");
  return html.replace(
    charset,
    `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
  );
}

/** A built page with the policy that allows exactly its inline scripts and those it inserts. */
export function protectPage(html: string, insertedScripts: readonly string[] = []): string {
  const hashes = [...inlineScripts(html), ...insertedScripts].map(sha256);
  return withPolicy(html, pagePolicy(hashes));
}
