// A plan worked out from the planner's model (app/content/planner/index.json): what each choice
// adds, the range in dirhams, the weeks and the engagement that fits. Pure, so the page, the
// tests and the message a buyer sends all compute the same figures.
import type { PlannerEntry } from "~/content/schema";

type Range = { min: number; max: number };

export type PlanModel = Pick<
  PlannerEntry,
  "version" | "weekCost" | "platforms" | "scopes" | "defaultScope" | "needs" | "tightDate"
> & {
  /** How we work's engagements, in order: a plan is not named for one it costs more than. */
  engagements?: readonly { per: "project" | "month"; price: Range }[];
};

/** What the buyer chose: option codes of the model, and a launch in months from now or none. */
export type Choice = {
  build: readonly string[];
  scope: string;
  needs: readonly string[];
  /** Months from now; `null` for a flexible date. */
  within: number | null;
};

export type PlanLine =
  /** A platform at the chosen scope; `shared` when a larger platform of the plan shares its work. */
  | { kind: "platform"; id: string; amount: Range; shared: boolean }
  | { kind: "need"; id: string; amount: Range }
  /** What a date sooner than the longest schedule adds to the top of the range. */
  | { kind: "date"; amount: Range };

export type Plan = {
  lines: PlanLine[];
  total: Range;
  weeks: Range;
  /** The place (from 1) of the engagement of How we work that fits the scope and the range. */
  engagement: number;
  /** The date chosen is sooner than the plan's longest schedule. */
  tight: boolean;
  /** The date chosen is sooner than even a larger team can build the plan. */
  tooSoon: boolean;
};

/** Nothing chosen yet: the scope the model starts from, no platform, no need, no date. */
export function emptyChoice(model: PlanModel): Choice {
  return { build: [], scope: model.defaultScope, needs: [], within: null };
}

const thousands = (aed: number) => Math.round(aed / 1000) * 1000;
const add = (a: Range, b: Range): Range => ({ min: a.min + b.min, max: a.max + b.max });
const WEEKS_PER_MONTH = 52 / 12;

/**
 * The engagement a plan fits: its scope's, unless the plan costs more than that engagement's
 * price on How we work (a first release of two native apps, a dashboard and payments is more
 * than How we work's MVP): then the next one, a product team.
 */
function engagementFor(model: PlanModel, scopeEngagement: number, total: Range): number {
  let place = scopeEngagement;
  for (
    let engagement = model.engagements?.[place - 1];
    engagement?.per === "project" &&
    total.min > engagement.price.max &&
    place < model.engagements!.length;
    engagement = model.engagements?.[place - 1]
  )
    place++;
  return place;
}

/** The plan for a choice, or `null` while nothing is chosen to build. */
export function computePlan(model: PlanModel, choice: Choice): Plan | null {
  const scopeIndex = model.scopes.findIndex((s) => s.id === choice.scope);
  const scope = model.scopes[scopeIndex];
  const platforms = model.platforms.filter((p) => choice.build.includes(p.id));
  if (!scope || platforms.length === 0) return null;

  // The largest platform counts in full; each other one at the share it costs beside it.
  const price = (p: (typeof platforms)[number]) => p.prices[scopeIndex]!;
  const lead = platforms.reduce((a, b) => (price(b).max > price(a).max ? b : a));
  const platformLines: PlanLine[] = platforms.map((p) => {
    const shared = p !== lead && p.together < 100;
    const share = shared ? p.together / 100 : 1;
    return {
      kind: "platform",
      id: p.id,
      amount: { min: thousands(price(p).min * share), max: thousands(price(p).max * share) },
      shared,
    };
  });
  const platformsCost = platformLines.map((l) => l.amount).reduce(add);

  const needLines: PlanLine[] = model.needs
    .filter((n) => choice.needs.includes(n.id))
    .map((n) => ({
      kind: "need",
      id: n.id,
      amount:
        n.adds === "aed"
          ? n.range
          : {
              min: thousands((platformsCost.min * n.range.min) / 100),
              max: thousands((platformsCost.max * n.range.max) / 100),
            },
    }));
  const lines = [...platformLines, ...needLines];
  const cost = lines.map((l) => l.amount).reduce(add);
  const usual = {
    min: Math.ceil(cost.min / model.weekCost),
    max: Math.ceil(cost.max / model.weekCost),
  };

  if (choice.within === null || Math.floor(choice.within * WEEKS_PER_MONTH) >= usual.max)
    return {
      lines,
      total: cost,
      weeks: usual,
      engagement: engagementFor(model, scope.engagement, cost),
      tight: false,
      tooSoon: false,
    };

  // A sooner date takes a larger team: the top of the range widens, and the schedule shortens to
  // the date, but no further than the shortest a larger team can build it in.
  const deadline = Math.floor(choice.within * WEEKS_PER_MONTH);
  const shortest = Math.ceil((usual.min * model.tightDate.shortest) / 100);
  const longest = Math.max(deadline, shortest);
  const date: PlanLine = {
    kind: "date",
    amount: { min: 0, max: thousands((cost.max * model.tightDate.widen) / 100) },
  };
  return {
    lines: [...lines, date],
    total: add(cost, date.amount),
    weeks: { min: Math.min(usual.min, longest), max: longest },
    engagement: engagementFor(model, scope.engagement, add(cost, date.amount)),
    tight: true,
    tooSoon: deadline < shortest,
  };
}
