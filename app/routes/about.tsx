import { Suspense } from "react";
import { useTranslations } from "use-intl";

import { PageHeader } from "~/components/sections/page-header";
import { Prose } from "~/components/page/prose";
import { aboutPage } from "~/content/about";
import { officeHoursLine, teamMember } from "~/content/localize";
import { site } from "~/content/site";
import { teamIds } from "~/content/team";
import { pageMessages, type PageHandle } from "~/i18n/intl";
import { localeFromRequest } from "~/i18n/locales";
import { paths } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { hydratedLater, loadedFirst, whenIdle } from "~/delivery";
import { PageMeta } from "~/lib/meta";
import { aboutPageNode } from "~/lib/structured-data";

import type { Route } from "./+types/about";

// Below its story the page hydrates from its own file once the browser is idle: React keeps the
// prerendered markup until then. A visit by link waits for it.
const sections = hydratedLater(() => import("~/components/sections/about-sections"), {
  when: whenIdle,
});

export const handle: PageHandle = { messages: ["about"] };
export const clientMiddleware = [pageMessages(handle), loadedFirst(sections)];

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return {
    about: aboutPage(locale),
    team: teamIds.map((id) => teamMember(id, locale)),
    officeHours: officeHoursLine(locale),
  };
}

export default function AboutPage({
  loaderData: { about, team, officeHours },
}: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <>
      <PageMeta
        title={t("about.metaTitle", { company: site.name })}
        description={about.summary}
        breadcrumbs={[{ name: about.title, path: paths.about(locale) }]}
        // Built at prerender only, for the crawlers that read the HTML.
        schema={
          import.meta.env.SSR
            ? [
                aboutPageNode({
                  name: about.title,
                  description: about.summary,
                  path: paths.about(locale),
                  locale,
                }),
              ]
            : undefined
        }
      />
      <PageHeader chip={t("about.chip")} title={about.title} intro={about.intro} />
      <div className="mx-auto flex max-w-4xl flex-col gap-16 px-4 py-16 sm:px-6">
        <Prose html={about.html} />
        <Suspense>
          <sections.Component
            engagements={about.engagements}
            principles={about.principles}
            team={team}
            officeHours={officeHours}
          />
        </Suspense>
      </div>
    </>
  );
}
