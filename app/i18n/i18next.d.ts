import "i18next";

import type { Messages } from "./messages/en";

// Typed keys: `t("nav.hom")` is a compile error.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
  }
}
