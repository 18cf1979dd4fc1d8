// @vitest-environment node
import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";

import { type Budgets, floorOf, median, misses, type Row, toRow } from "./lighthouse.ts";

/** The parts of a Lighthouse result the tool reads, for one load. */
function load({
  fcp = 600,
  lcp = 700,
  tbt = 0,
  cls = 0,
  score = 1,
  scriptBytes = 40 * 1024,
}: Partial<Record<"fcp" | "lcp" | "tbt" | "cls" | "score" | "scriptBytes", number>>): Result {
  const category = { score };
  return {
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: tbt },
      "cumulative-layout-shift": { numericValue: cls },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: scriptBytes + 20_000 },
            { resourceType: "script", transferSize: scriptBytes },
          ],
        },
      },
    },
    categories: {
      performance: category,
      accessibility: category,
      "best-practices": category,
      seo: category,
    },
  } as unknown as Result;
}

const budgets: Budgets = {
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  metrics: { lcpToFloor: 1.1, tbtOverFloorMs: 20, cls: 0 },
};

const within: Row = {
  path: "/",
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  fcp: 600,
  lcp: 700,
  floorLcp: 680,
  ratio: 700 / 680,
  tbt: 10,
  floorTbt: 0,
  cls: 0,
  jsKiB: 40,
};

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});

describe("toRow", () => {
  it("takes the median of each figure (the floor's too), the largest CLS, and the ratio of the median LCPs", () => {
    const row = toRow(
      "/zh",
      [
        load({ fcp: 610, lcp: 720, tbt: 0, cls: 0, score: 1 }),
        load({ fcp: 650, lcp: 900, tbt: 80, cls: 0.02, score: 0.97 }),
        load({ fcp: 600, lcp: 700, tbt: 20, cls: 0, score: 1 }),
      ],
      [load({ lcp: 650, tbt: 5 }), load({ lcp: 600 }), load({ lcp: 640, tbt: 30 })],
    );
    expect(row).toEqual({
      path: "/zh",
      scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
      fcp: 610,
      lcp: 720,
      floorLcp: 640,
      ratio: 720 / 640,
      tbt: 20,
      floorTbt: 5,
      cls: 0.02,
      jsKiB: 40,
    });
  });

  it("rounds scores to whole points before their median", () => {
    const row = toRow("/", [load({ score: 0.994 }), load({ score: 0.996 })], [load({})]);
    expect(row.scores.performance).toBe(99.5);
  });

  it("leaves a figure Lighthouse did not report as NaN", () => {
    const broken = load({});
    delete (broken.audits as Record<string, unknown>)["largest-contentful-paint"];
    expect(toRow("/", [broken], [load({})]).ratio).toBeNaN();
  });
});

describe("misses", () => {
  it("is empty for a row within every budget, limits included", () => {
    expect(misses(within, budgets)).toEqual([]);
    expect(misses({ ...within, ratio: 1.1, tbt: 50, floorTbt: 30 }, budgets)).toEqual([]);
  });

  it("names each budget missed, with the digits that show the miss", () => {
    const row = {
      ...within,
      scores: { ...within.scores, performance: 99, seo: 92 },
      ratio: 1.1004,
      tbt: 50.4,
      floorTbt: 30,
      cls: 0.0004,
    };
    expect(misses(row, budgets)).toEqual([
      "performance 99 < 100",
      "seo 92 < 100",
      "LCP 1.1004 × its floor > 1.1",
      "TBT 50.4 ms > its floor's 30 + 20",
      "CLS 0.0004 > 0",
    ]);
  });

  it("counts a figure that could not be measured as a miss", () => {
    expect(misses({ ...within, ratio: NaN }, budgets)).toEqual(["LCP NaN × its floor > 1.1"]);
  });
});

describe("floorOf", () => {
  it("removes scripts and module preloads, and keeps the rest of the page", () => {
    const page =
      '<html><head><style>p{}</style><link rel="modulepreload" href="/assets/a.js">' +
      '<script type="module">import("/assets/a.js")</script></head>' +
      '<body><p>Text</p><img src="/a.avif"><script>window.x = "<b>"</script></body></html>';
    expect(floorOf(page)).toBe(
      '<html><head><style>p{}</style></head><body><p>Text</p><img src="/a.avif"></body></html>',
    );
  });
});
