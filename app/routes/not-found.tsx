import { useEffect } from "react";
import { useTranslations } from "use-intl";
import { useLocation } from "react-router";

import { NotFoundState } from "~/components/sections/not-found-state";

// Rendered for any unknown path. The build writes it to 404.html (one per language), which the
// server answers with status 404; hydrating it at the unknown URL matches this same route.
export default function NotFoundPage() {
  const t = useTranslations();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return <NotFoundState message={t("notFound.message")} />;
}
