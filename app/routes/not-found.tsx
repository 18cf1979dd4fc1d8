import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/site";
import { paths } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";

// Rendered for any unknown path. The build writes it to 404.html (one per language), which the
// server answers with status 404; hydrating it at the unknown URL matches this same route.
export default function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <>
      <PageMeta
        title={t("meta.notFoundTitle", { company: site.name })}
        description={t("meta.notFoundDescription")}
        noindex
      />
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
          {t("notFound.title")}
        </p>
        <h1 className="mt-6 text-2xl font-bold text-balance">{t("notFound.message")}</h1>
        <Link to={paths.home(locale)} className={`${buttonVariants({ size: "lg" })} mt-10`}>
          {t("notFound.returnHome")}
        </Link>
      </div>
    </>
  );
}
