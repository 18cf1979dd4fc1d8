/** The legal pages, each at `/<id>` in every language. */
export const policyIds = ["privacy", "terms", "cookies"] as const;
export type PolicyId = (typeof policyIds)[number];
