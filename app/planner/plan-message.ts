// The message a plan writes into the contact form, in the page's language: each list of options
// one per line, so that a label holding its own "and" or comma («Backend y área de
// administración», 「阿拉伯文與由右至左版面」) stays one item, and the single choices in running text.
import type { useTranslations } from "use-intl";

import { inRunningText } from "~/i18n/running-text";

type Translate = ReturnType<typeof useTranslations<"planner.message">>;

export type PlanMessage = {
  /** The labels of the platforms to build, the scope, the needs and the launch, as shown. */
  build: readonly string[];
  scope: string;
  needs: readonly string[];
  when: string;
  /** The range as the page writes it, the visitor's currency first. */
  range: { first: string; second: string; third: string; weeks: string };
  url: string;
};

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`);

export function planMessage(t: Translate, plan: PlanMessage): string {
  return [
    t("intro"),
    t("build"),
    ...bullets(plan.build),
    t("scope", { scope: inRunningText(plan.scope) }),
    ...(plan.needs.length ? [t("needs"), ...bullets(plan.needs)] : [t("noNeeds")]),
    t("when", { when: inRunningText(plan.when) }),
    t("range", plan.range),
    t("link", { url: plan.url }),
  ].join("\n");
}
