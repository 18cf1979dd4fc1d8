// The Content-Security-Policy of each page, computed after the build from the page itself: each
// inline script (the head's, the 404 log) and the speculation rules the island module adds are
// allowed by their SHA-256 hashes, never by 'unsafe-inline'.
// The hashes differ per page, so the policy is a <meta> element at the top of each page's <head>.
// What a <meta> policy cannot carry (frame-ancestors) and what holds for every page is a header
// (scripts/host/headers.ts); no directive is in both, because two policies are intersected.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { SPECULATION_RULES } from "../../app/components/layout/speculation-rules.behaviour.ts";

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
 * primitives position their popovers with style attributes. No `upgrade-insecure-requests`: HSTS
 * upgrades every request to the site, and the policy names other hosts by `https:` alone.
 */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${[...new Set(scriptHashes)].join(" ")} ${CAL_SCRIPTS}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${CAL_SCRIPTS}`,
    // No font of the site's own: the pages use the device's; the booking embed brings Cal.com's.
    `font-src ${CAL_FONTS}`,
    // 'self': the forms post to the site's own intake, on the same origin.
    `connect-src 'self' ${CAL_SCRIPTS}`,
    `frame-src ${CAL_SCRIPTS}`,
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

/** A built page with the policy that allows exactly its inline scripts and speculation rules. */
export function protectPage(html: string): string {
  const hashes = [...inlineScripts(html), SPECULATION_RULES].map(sha256);
  return withPolicy(html, pagePolicy(hashes));
}

/** Gives every HTML page of `clientDir` its policy; returns how many there are. */
export async function protectPages(clientDir: string): Promise<number> {
  const pages = (await readdir(clientDir, { recursive: true })).filter((f) => f.endsWith(".html"));
  for (const page of pages) {
    const file = join(clientDir, page);
    try {
      await writeFile(file, protectPage(await readFile(file, "utf8")));
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`);
    }
  }
  return pages.length;
}
