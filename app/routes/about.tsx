import { useTranslations } from "use-intl";

import { AboutSections } from "~/components/sections/about-sections";
import { PageHeader } from "~/components/sections/page-header";
import { Prose } from "~/components/page/prose";
import { aboutContent } from "~/content/page-content";
import { site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";
import { aboutPageNode } from "~/lib/structured-data";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/about";

export function loader({ context }: Route.LoaderArgs) {
  return aboutContent(context.get(pageContext).locale);
}

export default function AboutPage({
  loaderData: { about, process, team, officeHours, reviewSources },
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
      <PageHeader chip={t("about.chip")} title={about.title} intro={about.intro} part={about} />
      <div className="mx-auto flex max-w-4xl flex-col gap-16 px-4 py-16 sm:px-6">
        <Prose html={about.html} part={about} />
        <AboutSections
          process={process}
          principles={about.principles}
          team={team}
          officeHours={officeHours}
          reviewSources={reviewSources}
          part={about}
        />
      </div>
    </>
  );
}
