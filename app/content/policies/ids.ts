/** The legal pages and the accessibility statement, each at `/<id>` in every language. */
export const policyIds = ["privacy", "terms", "cookies", "accessibility"] as const;
export type PolicyId = (typeof policyIds)[number];
