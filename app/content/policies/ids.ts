/**
 * The legal pages, the accessibility statement and what a regulated client checks (security),
 * each at `/<id>` in every language.
 */
export const policyIds = ["privacy", "terms", "cookies", "accessibility", "security"] as const;
export type PolicyId = (typeof policyIds)[number];
