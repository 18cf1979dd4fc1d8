import { projectIds } from "./content/projects";
import { serviceIds } from "./content/services";
import { localeInfo, locales } from "./i18n/locales";

/**
 * Every path rendered to HTML at build time, in every language. The `404` paths render the
 * not-found states (the 404 page, "Service not found", "Project not found"); the build step
 * (`scripts/postbuild.ts`) turns them into the `404.html` files that `npm start` and static
 * hosts answer unknown URLs with.
 */
export function prerenderPaths(): string[] {
  return locales.flatMap((locale) => {
    const { prefix } = localeInfo[locale];
    const base = prefix ? `/${prefix}` : "";
    return [
      base || "/",
      ...serviceIds.map((id) => `${base}/services/${id}`),
      `${base}/projects`,
      ...projectIds.map((id) => `${base}/projects/${id}`),
      `${base}/404`,
      `${base}/services/404`,
      `${base}/projects/404`,
    ];
  });
}
