import { useTranslations } from "use-intl";

import { officeHoursParts, officeHoursText } from "~/content/office-hours";
import { site } from "~/content/site";
import { useLocale } from "~/i18n/use-locale";

/** The request arrived: its reference, who answers and by when, and where the copy went. */
export function RequestSent({
  reference,
  copy,
  email,
}: {
  reference: string;
  copy: boolean;
  email: string;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const [before, after] = t("intake.sentText", { reference: "\u0000" }).split("\u0000");
  const hours = officeHoursText(t, officeHoursParts(locale, site.hours, new Date()));
  return (
    <section
      aria-labelledby="request-sent-title"
      className="mt-6 flex flex-col gap-2 rounded-xl bg-muted p-5"
    >
      <h4 id="request-sent-title" className="font-semibold">
        {t("intake.sentTitle")}
      </h4>
      <p>
        {before}
        {/* A code read left to right, kept whole on one line in a right-to-left sentence. */}
        <bdi dir="ltr" className="whitespace-nowrap">
          {reference}
        </bdi>
        {after}
      </p>
      <p className="text-sm text-muted-foreground">
        {t("intake.nextStep")}
        <br />
        {hours}
      </p>
      {copy && <p className="text-sm text-muted-foreground">{t("intake.copySent", { email })}</p>}
    </section>
  );
}
