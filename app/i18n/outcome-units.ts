/**
 * How a result's figure is read: a share, a change, a duration or a plain number. The content's
 * schema takes these (app/content/schema/index.ts); ./format-number.ts writes each.
 */
export const outcomeUnits = [
  "percent",
  "percent-change",
  "second",
  "minute",
  "hour",
  "day",
  "week",
  "month",
  "number",
] as const;
export type OutcomeUnit = (typeof outcomeUnits)[number];
