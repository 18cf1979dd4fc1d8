import { useTranslations } from "use-intl";

import { CurrencyChoice } from "~/components/page/prices";
import { PageHeader } from "~/components/sections/page-header";
import { PlannerModelTables } from "~/components/sections/planner-model-tables";
import { plannerContent } from "~/content/page-content";
import { site } from "~/content/site";
import { currencyScript } from "~/currency/currency-script";
import type { HeadScriptsHandle } from "~/delivery";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import ProjectPlanner from "~/components/sections/project-planner.island";
import { PageMeta } from "~/lib/meta";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/project-planner";

export const handle: HeadScriptsHandle = {
  headScripts: [currencyScript],
};

export function loader({ context }: Route.LoaderArgs) {
  return plannerContent(context.get(pageContext).locale);
}

export default function ProjectPlannerPage({ loaderData: { page } }: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <>
      <PageMeta
        title={t("planner.metaTitle", { company: site.name })}
        description={page.metaDescription}
        breadcrumbs={[{ name: t("breadcrumbs.planner"), path: paths.planner(locale) }]}
      />
      <PageHeader chip={t("planner.chip")} title={page.title} intro={page.intro} part={page} />
      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-16 sm:px-6">
        <div>
          <CurrencyChoice className="mb-6 flex-wrap" />
          <ProjectPlanner page={page} />
        </div>
        <PlannerModelTables page={page} />
      </div>
    </>
  );
}
