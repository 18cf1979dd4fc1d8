import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

import { useInEnglish } from "~/components/page/untranslated";
import type { RoleCard } from "~/content/localize";

/** Team, place of work and kind of contract: the facts a candidate filters roles by. */
export function RoleFacts({ role }: { role: RoleCard }) {
  const t = useTranslations();
  const inEnglish = useInEnglish();
  const location =
    role.workplace === "remote"
      ? t("role.remoteFrom", { countries: role.countries })
      : t(`role.workplace.${role.workplace}`, { city: role.city });
  const facts = [
    [t("role.team"), role.untranslated ? <span {...inEnglish(role)}>{role.team}</span> : role.team],
    [t("role.location"), location],
    [t("role.employment"), t(`role.employmentType.${role.employmentType}`)],
  ] as const;
  return <FactList facts={facts} />;
}

/** Short facts about a role, each a label (its punctuation in the string) and a value. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="flex gap-1.5">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
