import { useTranslations } from "use-intl";

import { LegalEntity } from "~/components/page/legal-entity";
import { PageHeader } from "~/components/sections/page-header";
import { Prose } from "~/components/page/prose";
import { formatDate } from "~/i18n/format-date";
import { policyContent } from "~/content/page-content";
import { policyIds, type PolicyId } from "~/content/policies";
import { site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/policy";

// One module for the three legal pages: the path names the policy (/privacy, /zh/terms...).
export function loader({ context }: Route.LoaderArgs) {
  const { locale, path } = context.get(pageContext);
  const id = path.slice(1) as PolicyId;
  if (!policyIds.includes(id)) throw new Error(`no policy at ${path}`);
  const { policy: p } = policyContent(locale, id);
  return { policy: { ...p, updated: { iso: p.updated, text: formatDate(p.updated, locale) } } };
}

export default function PolicyPage({ loaderData: { policy } }: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <>
      <PageMeta
        title={t("policies.metaTitle", { title: policy.title, company: site.name })}
        description={policy.summary}
        breadcrumbs={[{ name: policy.title, path: paths.policy(locale, policy.id) }]}
      />
      <PageHeader title={policy.title} part={policy}>
        <p className="mt-4 text-sm text-muted-foreground">
          <time dateTime={policy.updated.iso}>
            {t("policies.updated", { date: policy.updated.text })}
          </time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Prose html={policy.html} part={policy} />
        <p className="mt-10 border-t border-border pt-6 text-sm text-muted-foreground">
          <LegalEntity sentence={(company) => t("policies.issuer", { company })} />
        </p>
      </div>
    </>
  );
}
