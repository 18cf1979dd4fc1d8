import { localeInfo, locales } from "./i18n/locales";

/**
 * Every path rendered to HTML at build time, in every language. The `404` paths render the
 * not-found states; the build step (`scripts/postbuild.ts`) turns them into the `404.html`
 * files that `npm start` and static hosts answer unknown URLs with.
 */
export function prerenderPaths(): string[] {
  return locales.flatMap((locale) => {
    const { prefix } = localeInfo[locale];
    const base = prefix ? `/${prefix}` : "";
    return [base || "/", `${base}/404`];
  });
}
