import { useTranslations } from "use-intl";

import { useInEnglish } from "~/components/page/untranslated";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { Untranslated } from "~/content/fallback";
import type { RoleDetail } from "~/content/localize";
import { site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import ContactForm from "./contact-form.island";
import { applicationMailto } from "~/mail/mailto";

import { BackLink } from "./back-link";
import { INTAKE_ON } from "./contact-form";
import { PageHeader } from "./page-header";
import { FactList, RoleFacts } from "./role-facts";
import { StorySection } from "./story-section";

export function RoleStory({ role }: { role: RoleDetail }) {
  const t = useTranslations();
  const mailWords = useTranslations("contact.mail");
  const locale = useLocale();
  const inEnglish = useInEnglish();
  return (
    <article>
      <PageHeader
        back={<BackLink to={paths.careers(locale)}>{t("role.backToCareers")}</BackLink>}
        title={role.title}
        intro={role.summary}
        part={role}
      >
        <div className="mt-6 flex flex-col gap-2">
          <RoleFacts role={role} />
          <FactList
            facts={[
              [
                t("role.posted"),
                <time dateTime={role.datePosted.iso}>{role.datePosted.text}</time>,
              ],
              [
                t("role.closes"),
                <time dateTime={role.validThrough.iso}>{role.validThrough.text}</time>,
              ],
            ]}
          />
        </div>
      </PageHeader>
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-16 sm:px-6">
        <StorySection id="responsibilities-title" title={t("role.responsibilities")}>
          <Bullets items={role.responsibilities} part={role} />
        </StorySection>
        <StorySection id="requirements-title" title={t("role.requirements")}>
          <Bullets items={role.requirements} part={role} />
        </StorySection>
        <StorySection id="process-title" title={t("role.processTitle")}>
          <ol className="mt-6 flex flex-col gap-4" {...inEnglish(role.process)}>
            {role.process.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </StorySection>
        <StorySection id="apply-title" title={t("role.applyTitle")}>
          {INTAKE_ON ? (
            <>
              {/* The application goes to the site's own intake; email stays one click away. */}
              <p className="mt-4 leading-relaxed text-muted-foreground">
                {t.rich("role.applyForm", {
                  email: site.email,
                  mail: (address) => (
                    <a
                      href={applicationMailto(site.email, role.title, mailWords)}
                      className="font-medium text-accent underline underline-offset-4"
                      dir="ltr"
                    >
                      {address}
                    </a>
                  ),
                })}
              </p>
              <p className="mt-2 mb-6 font-medium">{t("role.replyPromise")}</p>
              <ContactForm role={{ id: role.id, title: role.title }} />
            </>
          ) : (
            <>
              <p className="mt-4 leading-relaxed text-muted-foreground">
                {t("role.applyText", { email: site.email })}
              </p>
              <p className="mt-2 font-medium">{t("role.replyPromise")}</p>
              <a
                href={applicationMailto(site.email, role.title, mailWords)}
                className={cn(buttonVariants({ size: "lg" }), "mt-6")}
              >
                <Icon name="mail" className="size-5" />
                {t("role.applyButton")}
              </a>
            </>
          )}
        </StorySection>
      </div>
    </article>
  );
}

function Bullets({ items, part }: { items: readonly string[]; part: Untranslated }) {
  const inEnglish = useInEnglish();
  return (
    <ul
      className="mt-4 flex list-disc flex-col gap-2 ps-6 leading-relaxed marker:text-primary"
      {...inEnglish(part)}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
