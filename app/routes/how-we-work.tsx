import { useTranslations } from "use-intl";

import { HowWeWork } from "~/components/sections/how-we-work";
import { PageHeader } from "~/components/sections/page-header";
import { howWeWorkContent } from "~/content/page-content";
import { site } from "~/content/site";
import { currencyScript } from "~/currency/currency-script";
import type { HeadScriptsHandle } from "~/delivery";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";
import { serviceOffer } from "~/lib/structured-data";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/how-we-work";

export const handle: HeadScriptsHandle = {
  headScripts: [currencyScript],
};

export function loader({ context }: Route.LoaderArgs) {
  return howWeWorkContent(context.get(pageContext).locale);
}

export default function HowWeWorkPage({ loaderData: { page, services } }: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <>
      <PageMeta
        title={t("howWeWork.metaTitle", { company: site.name })}
        description={page.metaDescription}
        breadcrumbs={[{ name: t("breadcrumbs.howWeWork"), path: paths.howWeWork(locale) }]}
        // Built at prerender only, for the crawlers that read the HTML: each service with the
        // range its engagements fall in.
        schema={
          import.meta.env.SSR
            ? services.map((s) =>
                serviceOffer({
                  name: s.title,
                  description: s.summary,
                  path: paths.service(locale, s.id),
                  price: s.price,
                }),
              )
            : undefined
        }
      />
      <PageHeader chip={t("howWeWork.chip")} title={page.title} intro={page.intro} part={page} />
      <HowWeWork page={page} services={services} />
    </>
  );
}
