import { describe, expect, test } from "vitest";

import { planner } from "~/content/planner";

import { computePlan, emptyChoice, type Choice } from "./plan";
import { choiceFromQuery, queryOfChoice, readQuery } from "./plan-query";

const model = planner;
const [first, second] = model.platforms;
const scopeIndex = model.scopes.findIndex((s) => s.id === model.defaultScope);
const choice = (over: Partial<Choice>): Choice => ({ ...emptyChoice(model), ...over });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("a plan worked out from the model", () => {
  test("nothing to build gives no range", () => {
    expect(computePlan(model, emptyChoice(model))).toBeNull();
  });

  test("one platform costs its own range at the chosen scope, in weeks of the team's cost", () => {
    for (const [i, scope] of model.scopes.entries()) {
      const plan = computePlan(model, choice({ build: [first!.id], scope: scope.id }))!;
      expect(plan.total).toEqual(first!.prices[i]);
      expect(plan.weeks).toEqual({
        min: Math.ceil(first!.prices[i]!.min / model.weekCost),
        max: Math.ceil(first!.prices[i]!.max / model.weekCost),
      });
      expect(plan.engagement).toBe(scope.engagement);
    }
  });

  test("platforms that share work cost less together than apart", () => {
    const alone = (id: string) => computePlan(model, choice({ build: [id] }))!.total;
    const together = computePlan(model, choice({ build: [first!.id, second!.id] }))!;
    expect(together.total.max).toBeLessThan(alone(first!.id).max + alone(second!.id).max);
    expect(together.total.min).toBeGreaterThan(
      Math.max(alone(first!.id).min, alone(second!.id).min),
    );
    expect(together.lines.filter((l) => l.kind === "platform" && l.shared)).toHaveLength(1);
  });

  test("every need adds its share of the platforms' cost, or its amount", () => {
    const base = computePlan(model, choice({ build: [first!.id] }))!.total;
    for (const need of model.needs) {
      const plan = computePlan(model, choice({ build: [first!.id], needs: [need.id] }))!;
      const line = plan.lines.find((l) => l.kind === "need" && l.id === need.id)!;
      const expected =
        need.adds === "aed"
          ? need.range
          : {
              min: Math.round((base.min * need.range.min) / 100 / 1000) * 1000,
              max: Math.round((base.max * need.range.max) / 100 / 1000) * 1000,
            };
      expect(line.amount, need.id).toEqual(expected);
      expect(plan.total).toEqual({ min: base.min + expected.min, max: base.max + expected.max });
    }
  });

  test("the lines add up to the range", () => {
    const plan = computePlan(
      model,
      choice({
        build: model.platforms.map((p) => p.id),
        needs: model.needs.map((n) => n.id),
        within: 1,
      }),
    )!;
    expect(plan.total.min).toBe(sum(plan.lines.map((l) => l.amount.min)));
    expect(plan.total.max).toBe(sum(plan.lines.map((l) => l.amount.max)));
  });

  test("a tight date widens the range and shortens the schedule to the date", () => {
    const build = [first!.id, second!.id];
    const flexible = computePlan(model, choice({ build }))!;
    expect(flexible.tight).toBe(false);
    // The latest launch whose weeks fall short of the longest schedule.
    const within = Math.ceil(flexible.weeks.max / (52 / 12)) - 1;
    const tight = computePlan(model, choice({ build, within }))!;
    expect(tight.tight).toBe(true);
    expect(tight.total.min).toBe(flexible.total.min);
    expect(tight.total.max).toBe(
      flexible.total.max +
        Math.round((flexible.total.max * model.tightDate.widen) / 100 / 1000) * 1000,
    );
    expect(tight.weeks.max).toBeLessThan(flexible.weeks.max);
    const late = computePlan(model, choice({ build, within: model.tightDate.months }))!;
    expect(late.total).toEqual(flexible.total);
  });

  test("a date sooner than a larger team can build in says so, with the shortest schedule", () => {
    const build = model.platforms.map((p) => p.id);
    const plan = computePlan(model, choice({ build, scope: model.scopes.at(-2)!.id, within: 1 }))!;
    const usual = computePlan(model, choice({ build, scope: model.scopes.at(-2)!.id }))!;
    expect(plan.tooSoon).toBe(true);
    const shortest = Math.ceil((usual.weeks.min * model.tightDate.shortest) / 100);
    expect(plan.weeks).toEqual({ min: shortest, max: shortest });
  });
});

describe("a plan in the address", () => {
  const full = choice({
    build: [first!.id, second!.id],
    scope: model.scopes.at(-1)!.id,
    needs: [model.needs[0]!.id],
    within: 3,
  });

  test("a shared link opens the same plan", () => {
    expect(choiceFromQuery(model, queryOfChoice(model, full))).toEqual(full);
  });

  test("the empty plan has no query", () => {
    expect(queryOfChoice(model, emptyChoice(model))).toBe("");
  });

  test("only option codes and the model's version are written", () => {
    const query = new URLSearchParams(queryOfChoice(model, full));
    const codes = new Set([
      ...model.platforms.map((p) => p.id),
      ...model.scopes.map((s) => s.id),
      ...model.needs.map((n) => n.id),
      String(model.version),
      "3",
    ]);
    for (const value of query.values()) expect(codes).toContain(value);
  });

  test("unknown keys are ignored and values the model lacks fall back to the defaults", () => {
    const query = `?v=${model.version}&build=${first!.id}&build=%3Cscript%3E&scope=nope&within=99&x=1&need=`;
    expect(choiceFromQuery(model, query)).toEqual(choice({ build: [first!.id] }));
  });

  test.each([
    "",
    "?",
    "?v=999&build=ios",
    "?v=%E0%A4%A&build=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    `?v=${model.version}&within=-1&within=1.5&scope[]=x`,
    "?" + "x=1&".repeat(5000),
  ])("a malformed or hostile query %# gives the empty plan", (query) => {
    const read = choiceFromQuery(model, query);
    expect(read.build).toEqual([]);
    expect(read.needs).toEqual([]);
    expect(read.within).toBeNull();
    expect(read.scope).toBe(model.scopes[scopeIndex]!.id);
  });

  test("codes typed as a list or repeated, with or without the version, open the plan", () => {
    const both = choice({ build: [first!.id, second!.id] });
    for (const query of [
      `?build=${first!.id},${second!.id}`,
      `?build=${first!.id}%2C${second!.id}`,
      `?build=${first!.id}&build=${second!.id}`,
      `?v=${model.version}&build=${first!.id}, ${second!.id}`,
    ])
      expect(readQuery(model, query)).toEqual({ choice: both, dropped: [], otherVersion: false });
    const need = model.needs[0]!.id;
    expect(choiceFromQuery(model, `?needs=${need}`).needs).toEqual([need]);
  });

  test("what a link holds that the model does not know is named, and the rest still opens", () => {
    const read = readQuery(
      model,
      `?build=${first!.id},ipad&scope=huge&within=99&colour=blue&utm_source=x&fbclid=1`,
    );
    expect(read.choice).toEqual(choice({ build: [first!.id] }));
    expect(read.dropped).toEqual(["build=ipad", "scope=huge", "within=99", "colour=blue"]);
  });

  test("a hostile link names at most five short parts", () => {
    const read = readQuery(model, `?build=${"x".repeat(500)}&` + "a=1&b=2&c=3&d=4&e=5&f=6");
    expect(read.dropped).toHaveLength(5);
    for (const part of read.dropped) expect(part.length).toBeLessThanOrEqual(40);
  });

  test("a link made for another version of the model opens the empty plan and says so", () => {
    expect(readQuery(model, `?v=${model.version + 1}&build=${first!.id}`)).toEqual({
      choice: emptyChoice(model),
      dropped: [],
      otherVersion: true,
    });
  });
});
