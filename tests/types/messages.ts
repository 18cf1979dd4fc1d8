// Compile-time checks, run by `npm run typecheck`: each `@ts-expect-error` fails the build if the
// line below it ever stops being an error.
import { useTranslations } from "use-intl";

import type { Messages } from "~/i18n/messages/en";
import zh from "~/i18n/messages/zh";

// A language file with a key missing does not compile.
const { returnHome: _dropped, ...notFoundWithoutReturnHome } = zh.notFound;
// @ts-expect-error: notFound.returnHome is missing
export const missingKey = { ...zh, notFound: notFoundWithoutReturnHome } satisfies Messages;

// Nor does one with a key English does not have.
// @ts-expect-error: nav.extra is not an English key
export const extraKey = { ...zh, nav: { ...zh.nav, extra: "多餘" } } satisfies Messages;

// A key no message file has is a type error where it is used.
export function UnknownKey() {
  const t = useTranslations();
  // @ts-expect-error: nav.hom is not a key
  return t("nav.hom");
}
