// One story across the site: the first release takes the weeks How we work states in the article
// on sizing one too, and the planner names an engagement whose price its range fits.
import { describe, expect, test } from "vitest";

import { howWeWork } from "~/content/how-we-work";
import { plannerPage } from "~/content/localize";
import { locales } from "~/i18n/locales";

import { computePlan, emptyChoice } from "./plan";

const articles = import.meta.glob<string>("../content/articles/sizing-an-mvp/index.*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const { model } = plannerPage("en");
const firstVersion = model.scopes.find((s) => s.id === "first-version")!;
const mvp = howWeWork.prices[firstVersion.engagement - 1]!;

describe("one story", () => {
  test.each(locales)("%s: the article on sizing an MVP gives How we work's weeks", (locale) => {
    const text = articles[`../content/articles/sizing-an-mvp/index.${locale}.md`]!;
    const { min, max } = mvp.length;
    expect(text).toMatch(new RegExp(`^- \\*\\*[^*\\d]*${min}[^*\\d]+${max}[^*\\d]*\\*\\*`, "m"));
  });

  test("a first release priced within How we work's MVP is named the MVP", () => {
    const plan = computePlan(model, { ...emptyChoice(model), build: ["ios"] })!;
    expect(plan.total.max).toBeLessThanOrEqual(mvp.price.max);
    expect(plan.engagement).toBe(firstVersion.engagement);
  });

  test("a first release priced above How we work's MVP is named the engagement after it", () => {
    const build = model.platforms.map((p) => p.id);
    const plan = computePlan(model, {
      ...emptyChoice(model),
      build,
      needs: model.needs.map((n) => n.id),
    })!;
    expect(plan.total.min).toBeGreaterThan(mvp.price.max);
    expect(plan.engagement).toBe(firstVersion.engagement + 1);
  });
});
