import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { Card, CardDescription, CardLink, CardTitle } from "~/components/page/card";
import { useInEnglish } from "~/components/page/untranslated";
import type { RoleCard } from "~/content/localize";
import { site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { applicationMailto } from "~/mail/mailto";

import { RoleFacts } from "./role-facts";
import { StorySection } from "./story-section";

/** The open roles, or an honest empty state; closed roles are counted, never listed. */
export function RoleList({ roles, closed }: { roles: readonly RoleCard[]; closed: number }) {
  const t = useTranslations();
  const mailWords = useTranslations("contact.mail");
  const locale = useLocale();
  const inEnglish = useInEnglish();
  return (
    <StorySection
      id="open-roles-title"
      title={roles.length ? t("careers.openRolesTitle") : t("careers.noOpenRolesTitle")}
    >
      {roles.length > 0 ? (
        <ul className="mt-6 flex flex-col gap-4">
          {roles.map((role) => (
            <li key={role.id}>
              <Card className="p-6">
                <CardTitle level={3} {...inEnglish(role)}>
                  {role.title}
                </CardTitle>
                <CardDescription className="mt-2" {...inEnglish(role)}>
                  {role.summary}
                </CardDescription>
                <div className="mt-4">
                  <RoleFacts role={role} />
                </div>
                <CardLink
                  href={paths.role(locale, role.id)}
                  aria-label={t("careers.viewRoleAbout", { title: role.title })}
                  className="mt-4"
                >
                  {t("careers.viewRole")}
                </CardLink>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4">
          <p className="leading-relaxed text-muted-foreground">{t("careers.noOpenRolesText")}</p>
          <a
            href={applicationMailto(site.email, null, mailWords)}
            className={cn(buttonVariants(), "mt-6")}
          >
            {t("careers.writeToUs")}
          </a>
        </div>
      )}
      {closed > 0 && (
        <p className="mt-6 text-sm text-muted-foreground">
          {t("careers.closedRoles", { count: closed })}
        </p>
      )}
    </StorySection>
  );
}
