import { useTranslations } from "use-intl";

import { NotFoundState } from "~/components/sections/not-found-state";
import { scriptCall, type HeadScriptsHandle } from "~/delivery";

import logNotFound from "./log-not-found.inline.ts?inline-script";

// Rendered for any unknown path. The build writes it to 404.html (one per language), which the
// server answers with status 404 at the unknown URL; its script logs that URL.
export const handle = { headScripts: [scriptCall(logNotFound)] } satisfies HeadScriptsHandle;

export default function NotFoundPage() {
  const t = useTranslations();
  return <NotFoundState message={t("notFound.message")} />;
}
