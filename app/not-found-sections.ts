/**
 * Sections whose `/<section>/<id>` pages have a not-found state of their own ("Service not
 * found"...). The build prerenders one per language, and servers answer unknown ids with it.
 */
export const notFoundSections = ["services", "projects", "careers", "blog"] as const;
export type NotFoundSection = (typeof notFoundSections)[number];
