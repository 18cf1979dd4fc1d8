import type { Messages } from "./messages/en";

// Typed keys: `t("nav.hom")` is a compile error.
declare module "use-intl" {
  interface AppConfig {
    Messages: Messages;
  }
}
