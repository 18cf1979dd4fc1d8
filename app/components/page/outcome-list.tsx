import { useTranslations } from "use-intl";

import type { Outcome } from "~/content/localize";
import { cn } from "~/lib/cn";

import { useInEnglish } from "./untranslated";

/**
 * A case study's results as figures: the number large, what it measures under it, and where
 * known the figure before and the period. `size` is `band` on the case study, `card` on a card.
 */
export function OutcomeList({
  outcomes,
  size,
  className,
}: {
  outcomes: readonly Outcome[];
  size: "band" | "card";
  className?: string;
}) {
  const t = useTranslations();
  const inEnglish = useInEnglish();
  const band = size === "band";
  return (
    <ul
      className={cn(
        "grid gap-x-6",
        band ? "gap-y-8 sm:grid-cols-2 lg:grid-cols-4" : "grid-cols-2 gap-y-4",
        className,
      )}
    >
      {outcomes.map((o) => (
        <li key={o.label} className={cn(band && "border-s-2 border-primary ps-4")}>
          <p
            className={cn(
              "font-extrabold tracking-tight text-accent tabular-nums",
              band ? "text-4xl" : "text-2xl",
            )}
          >
            {o.figure}
          </p>
          <p
            className={cn("mt-1 text-pretty", band ? "font-medium" : "text-sm text-foreground")}
            {...inEnglish(o)}
          >
            {o.label}
          </p>
          {band && (o.before || o.period) && (
            <p className="mt-1 text-sm text-muted-foreground">
              {[
                o.before && t("projects.outcomeBefore", { before: o.before }),
                o.period && t("projects.outcomePeriod", { period: o.period }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
