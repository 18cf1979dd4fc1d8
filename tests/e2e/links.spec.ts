import { expect, test } from "@playwright/test";

import { manifest } from "./site";

// Crawls the built site from the home page of each language, as a search engine would, without
// running scripts: every internal link stays in its language, answers 200, and every #anchor
// exists on its page.
test("every internal link on every page leads to a real page", async ({ request }) => {
  const pages = new Map<string, string>();
  const queue = ["/", "/zh", "/es"];
  const anchors: { from: string; path: string; id: string }[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), `${path} answers 200`).toBe(200);
    const html = await response.text();
    pages.set(path, html);
    // Feeds are followed (they must answer) but hold no site navigation.
    if (!response.headers()["content-type"]?.startsWith("text/html")) continue;
    const language = /^\/(zh|es)(\/|$)/.exec(path)?.[1];
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      if (!href!.startsWith("/") || href!.startsWith("//")) continue;
      // Internal links stay inside the page's language.
      expect(/^\/(zh|es)(\/|#|$)/.exec(href!)?.[1], `${href} on ${path}`).toBe(language);
      const [target, id] = href!.split("#") as [string, string | undefined];
      if (id) anchors.push({ from: path, path: target, id });
      if (!pages.has(target)) queue.push(target);
    }
  }

  for (const { from, path, id } of anchors) {
    expect(pages.get(path), `#${id} linked from ${from}`).toContain(`id="${id}"`);
  }
  // Every page of the build's list is reachable by links, and no page outside it is linked.
  const crawled = [...pages.keys()].filter((p) => !p.endsWith(".xml")).sort();
  expect(crawled).toEqual(manifest.pages.map((p) => p.path).sort());
});
