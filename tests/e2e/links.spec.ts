import { expect, test } from "@playwright/test";

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
  // Every page of every language: home, six services, the list and six case studies.
  expect(pages.size).toBe(3 * (1 + 6 + 1 + 6));
});
