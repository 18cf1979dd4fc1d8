import { useTranslations } from "use-intl";

import { NotFoundState } from "~/components/sections/not-found-state";
import { ServiceStory } from "~/components/sections/service-story";
import { serviceContent } from "~/content/page-content";
import { site } from "~/content/site";
import { currencyScript } from "~/currency/currency-script";
import type { HeadScriptsHandle } from "~/delivery";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";
import { serviceNode } from "~/lib/structured-data";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/service-detail";

export const handle: HeadScriptsHandle = {
  headScripts: [currencyScript],
};

// An unknown id is not an error here: the page renders "Service not found", and the server
// answers it with status 404 (see docs/decisions/076).
export function loader({ context, params }: Route.LoaderArgs) {
  return serviceContent(context.get(pageContext).locale, params);
}

export default function ServiceDetailPage({ loaderData: { service } }: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  if (!service) {
    return <NotFoundState messages="services" />;
  }
  return (
    <>
      <PageMeta
        title={t("services.metaTitle", { title: service.title, company: site.name })}
        description={service.metaDescription}
        card={{ kind: "service", id: service.id, alt: service.image.alt }}
        breadcrumbs={[{ name: service.title, path: paths.service(locale, service.id) }]}
        // Structured data is for crawlers, which read the prerendered HTML: built at
        // prerender only, so its code stays out of the browser bundle.
        schema={
          import.meta.env.SSR
            ? [
                serviceNode({
                  name: service.title,
                  description: service.metaDescription,
                  path: paths.service(locale, service.id),
                  image: service.image.src,
                  price: service.typicalPrice,
                }),
              ]
            : undefined
        }
      />
      <ServiceStory service={service} />
    </>
  );
}
