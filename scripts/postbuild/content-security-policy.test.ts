import { expect, test } from "vitest";

import { SPECULATION_RULES } from "../../app/components/layout/speculation-rules.behaviour.ts";

import {
  inlineScripts,
  pagePolicy,
  protectPage,
  sha256,
  withPolicy,
} from "./content-security-policy";
/** A page as React Router prerenders it: the head's script, islands, structured data. */
const sample =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>theme()</script></head><body>' +
  '<island-root><script type="application/json">{"path":"/"}</script></island-root>' +
  '<script type="application/ld+json">{}</script><script>year()</script></body></html>';

function policyOf(html: string) {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1];
  return new Map(
    (content ?? "").split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)] as const),
  );
}

test("inline scripts are the ones that run: not JSON-LD, not external files", () => {
  const html =
    '<script>a()</script><script type="application/ld+json">{}</script>' +
    '<script src="/x.js"></script><script type="module" async="">import "/y.js"</script>';
  expect(inlineScripts(html)).toEqual(["a()", 'import "/y.js"']);
});

test("a page allows exactly its inline scripts and the speculation rules, by hash", () => {
  const page = protectPage(sample);
  const scripts = policyOf(page).get("script-src")!;
  expect(inlineScripts(page)).toEqual(["theme()", "year()"]);
  expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual(
    ["theme()", "year()", SPECULATION_RULES].map(sha256),
  );
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policyOf(page).get("default-src")).toEqual(["'none'"]);
});

test("the policy comes before the first script, so it governs all of them", () => {
  const page = protectPage(sample);
  expect(page.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
    page.indexOf("<script"),
  );
});

test("Cal.com is allowed where its embed needs it, and the forms post to the site itself only", () => {
  const policy = new Map(
    pagePolicy([sha256("x")])
      .split("; ")
      .map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)] as const),
  );
  expect(policy.get("script-src")).toContain("https://app.cal.com");
  expect(policy.get("frame-src")).toEqual(["https://app.cal.com"]);
  expect(policy.get("font-src")).toContain("https://cal.com");
  expect(policy.get("connect-src")).toEqual(["'self'", "https://app.cal.com"]);
});

test("a page is given one policy, once", () => {
  const page = protectPage(sample);
  expect(() => withPolicy(page, "default-src 'none'")).toThrow(/already has a policy/);
  expect(() => withPolicy("<html><head></head></html>", "x")).toThrow(/charSet/);
});
