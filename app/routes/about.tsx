import { Clock } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";

import {
  CallToAction,
  EngagementList,
  PrincipleList,
  TeamGrid,
} from "~/components/sections/about-sections";
import { OfficeHours } from "~/components/page/office-hours";
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
import { PageMeta } from "~/lib/meta";
import { aboutPageNode } from "~/lib/structured-data";

import type { Route } from "./+types/about";

export const handle: PageHandle = { messages: ["about", "hours"] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [pageMessages(handle)];

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
        <section
          aria-labelledby="hours-title"
          className="-mt-8 rounded-(--radius-card) border border-border p-6"
        >
          <h2 id="hours-title" className="flex items-center gap-2 text-xl font-semibold">
            <Clock aria-hidden="true" className="size-5 text-brand-600" />
            {t("hours.title")}
          </h2>
          <div className="mt-3">
            <OfficeHours line={officeHours} />
          </div>
        </section>
        <EngagementList engagements={about.engagements} />
        <p className="-mt-10">
          <Link
            to={paths.howWeWork(locale)}
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            {t("about.howWeWorkLink")}
          </Link>
        </p>
        <TeamGrid members={team} />
        <PrincipleList principles={about.principles} />
        <CallToAction />
      </div>
    </>
  );
}
