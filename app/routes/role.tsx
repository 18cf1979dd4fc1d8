import { useTranslations } from "use-intl";

import { RoleStory } from "~/components/sections/role-story";
import { NotFoundState } from "~/components/sections/not-found-state";
import { buildDate } from "~/content/build-date";
import { roleContent } from "~/content/page-content";
import { site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";
import { jobPosting } from "~/lib/structured-data";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/role";

// A closed or unknown role renders "Role not found", answered with status 404 (docs/decisions/076).
export function loader({ context, params }: Route.LoaderArgs) {
  return roleContent(context.get(pageContext).locale, params, buildDate());
}

export default function RolePage({ loaderData: { role } }: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  if (!role) {
    return <NotFoundState messages="role" />;
  }
  const path = paths.role(locale, role.id);
  return (
    <>
      <PageMeta
        title={t("role.metaTitle", { title: role.title, company: site.name })}
        description={role.metaDescription}
        breadcrumbs={[
          { name: t("breadcrumbs.careers"), path: paths.careers(locale) },
          { name: role.title, path },
        ]}
        // Structured data is for crawlers, which read the prerendered HTML: built at
        // prerender only, so its code stays out of the browser bundle.
        schema={
          import.meta.env.SSR
            ? [
                jobPosting({
                  id: role.id,
                  title: role.title,
                  // The role's text as HTML, which Google shows in the listing.
                  description: [
                    `<p>${escapeHtml(role.summary)}</p>`,
                    `<h3>${escapeHtml(t("role.responsibilities"))}</h3>`,
                    list(role.responsibilities),
                    `<h3>${escapeHtml(t("role.requirements"))}</h3>`,
                    list(role.requirements),
                  ].join(""),
                  path,
                  datePosted: role.datePosted.iso,
                  validThrough: role.validThrough.iso,
                  employmentType: role.employmentType,
                  workplace: role.workplace,
                  remoteCountries: role.remoteCountryNames,
                  salary: role.salary,
                  locale,
                }),
              ]
            : undefined
        }
      />
      <RoleStory role={role} />
    </>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const list = (items: readonly string[]) =>
  `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;
