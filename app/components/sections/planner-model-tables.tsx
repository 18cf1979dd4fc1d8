import { useTranslations } from "use-intl";

import { useInEnglish } from "~/components/page/untranslated";
import type { PlannerPage } from "~/content/localize";
import { formatAed, formatAedAmount, formatFigure } from "~/i18n/format-number";
import type { Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";

import { StorySection } from "./story-section";

const percent = (locale: Locale, value: number, upTo?: number) =>
  formatFigure(locale, { value, upTo, unit: "percent" });

/**
 * The planner's model as tables: each platform's range per scope and beside a larger platform,
 * what each need adds, and how they combine. The whole answer for a reader without JavaScript,
 * and the basis of every figure for one with it.
 */
export function PlannerModelTables({ page }: { page: PlannerPage }) {
  const t = useTranslations();
  const locale = useLocale();
  const english = useInEnglish()(page);
  const { model, labels } = page;
  const cell = "py-3 pe-4 align-top";
  return (
    <StorySection id="planner-model" title={t("planner.modelTitle")}>
      <p className="mt-4 text-muted-foreground">{t("planner.modelIntro")}</p>
      {/* Wider than a phone: it scrolls sideways, and takes the focus so a keyboard can scroll it. */}
      <div
        className="mt-6 overflow-x-auto"
        role="region"
        aria-labelledby="planner-model"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className="w-full min-w-2xl text-start text-sm">
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className={`${cell} text-start font-semibold`}>
                {t("planner.platformColumn")}
              </th>
              {labels.scopes.map((s) => (
                <th
                  key={s.label}
                  scope="col"
                  className={`${cell} text-start font-semibold`}
                  {...english}
                >
                  {s.label}
                </th>
              ))}
              <th scope="col" className={`${cell} text-start font-semibold`}>
                {t("planner.togetherColumn")}
              </th>
            </tr>
          </thead>
          <tbody>
            {model.platforms.map((p, i) => (
              <tr key={p.id} className="border-b border-border">
                <th scope="row" className={`${cell} text-start font-medium`} {...english}>
                  {labels.platforms[i]}
                </th>
                {p.prices.map((range, j) => (
                  <td key={model.scopes[j]!.id} className={cell}>
                    {formatAed(locale, range)}
                  </td>
                ))}
                <td className={cell}>
                  {t("planner.togetherCell", { percent: percent(locale, p.together) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <table className="mt-8 w-full text-start text-sm">
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className={`${cell} text-start font-semibold`}>
              {t("planner.needColumn")}
            </th>
            <th scope="col" className={`${cell} text-start font-semibold`}>
              {t("planner.addsColumn")}
            </th>
          </tr>
        </thead>
        <tbody>
          {model.needs.map((n, i) => (
            <tr key={n.id} className="border-b border-border">
              <th scope="row" className={`${cell} text-start font-medium`} {...english}>
                {labels.needs[i]}
              </th>
              <td className={cell}>
                {n.adds === "aed"
                  ? t("planner.adds", { amount: formatAed(locale, n.range) })
                  : t("planner.shareOfPlatforms", {
                      percent: percent(locale, n.range.min, n.range.max),
                    })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-6 leading-relaxed text-muted-foreground">
        {t("planner.rules", {
          weekCost: formatAedAmount(locale, model.weekCost),
          widen: percent(locale, model.tightDate.widen),
          shortest: percent(locale, model.tightDate.shortest),
        })}
      </p>
    </StorySection>
  );
}
