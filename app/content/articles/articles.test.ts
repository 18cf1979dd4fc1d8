import { describe, expect, it } from "vitest";

import { locales } from "~/i18n/locales";

import { articleSlugs, articlesIn, loadArticle } from ".";

// Fixture files: what the build says about a bad article, whatever the real articles are.
const files = {
  imageUrls: { "./fixture/cover.svg": "/assets/cover.svg" },
  svgSources: {
    "./fixture/cover.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"/>',
  },
};
const good = {
  title: '"A fixture"',
  summary: '"A short summary."',
  date: "2026-09-01",
  updated: "2026-09-02",
  author: '"diego-fernandez"',
  tags: '["mobile"]',
  cover: '"cover.svg"',
  coverAlt: '"A drawing"',
};
function source(overrides: Partial<Record<keyof typeof good, string | null>> = {}) {
  const fields = { ...good, ...overrides };
  const yaml = Object.entries(fields)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
  return `---\n${yaml}\n---\n## Part one\n\nSome text.\n`;
}

describe("an article file", () => {
  it("loads with its cover, reading time and linked headings", () => {
    const article = loadArticle("./fixture/index.en.md", source(), files);
    expect(article).toMatchObject({
      slug: "fixture",
      locale: "en",
      author: "diego-fernandez",
      cover: { src: "/assets/cover.svg", width: 1200, height: 675, alt: "A drawing" },
      readingMinutes: 1,
    });
    expect(article.html).toContain('<a href="#part-one">');
  });

  it.each([
    [{ title: null }, "title: expected a text"],
    [{ date: '"14/09/2026"' }, "date: expected a date written YYYY-MM-DD"],
    [{ updated: "2026-08-01" }, "updated: expected a date on or after `date`"],
    [{ author: '"nobody"' }, "author: expected a team member id"],
    [{ tags: '["gardening"]' }, "tags.0: expected tags from:"],
    [
      { cover: '"missing.svg"' },
      'cover: expected an image file next to the article, found no "missing.svg"',
    ],
  ])("fails the build naming the file and the field: %o", (overrides, message) => {
    expect(() => loadArticle("./fixture/index.zh.md", source(overrides), files)).toThrow(
      `app/content/articles/fixture/index.zh.md: ${message}`,
    );
  });

  it("must be named after a language", () => {
    for (const name of ["index.fr.md", "en.md"]) {
      expect(() => loadArticle(`./fixture/${name}`, source(), files)).toThrow(
        `app/content/articles/fixture/${name}: expected the file name to be index.<language>.md`,
      );
    }
  });
});

describe("the articles", () => {
  it("are listed newest first in each language", () => {
    expect(articleSlugs.length).toBeGreaterThanOrEqual(4);
    for (const locale of locales) {
      const dates = articlesIn(locale).map((a) => a.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });
});
