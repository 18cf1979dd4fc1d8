import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

import { NewTabLink } from "~/components/page/new-tab-link";
import { OfficeHours } from "~/components/page/office-hours";
import { useInEnglish } from "~/components/page/untranslated";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icons";
import type { OfficeAddressLines, OfficeHoursLine } from "~/content/localize";
import { site, whatsAppUrl } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";

import { AnchorSection } from "./anchor-section";
import ContactForm from "./contact-form.island";

/**
 * The contact form and the ways to reach us, last on the home page. Like the selected work above
 * it, it is laid out only as the visitor nears it, unless the page was opened at one of its
 * sections (`untargeted:`, decision record 033).
 */
export function ContactSection({
  officeHours,
  address,
}: {
  officeHours: OfficeHoursLine;
  address: OfficeAddressLines;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const inEnglish = useInEnglish();

  return (
    <AnchorSection
      id="contact"
      messages="contact"
      className="untargeted:[contain-intrinsic-size:auto_136rem] untargeted:[content-visibility:auto] md:untargeted:[contain-intrinsic-size:auto_100rem] lg:untargeted:[contain-intrinsic-size:auto_72rem]"
    >
      {/* Info cards to form, 1:2 on large screens. */}
      <div className="mx-auto mt-12 grid max-w-6xl gap-6 lg:grid-cols-3">
        <ul className="flex flex-col gap-4">
          <InfoCard icon="mail" label={t("contact.emailLabel")}>
            <a
              href={`mailto:${site.email}`}
              className="font-medium break-all text-accent hover:underline"
              dir="ltr"
            >
              {site.email}
            </a>
          </InfoCard>
          <InfoCard icon="phone" label={t("contact.phoneLabel")}>
            <a
              href={`tel:${site.phone.href}`}
              className="font-medium text-accent hover:underline"
              dir="ltr"
            >
              {site.phone.display}
            </a>
            {whatsAppUrl && (
              <>
                {" · "}
                <NewTabLink
                  href={whatsAppUrl}
                  name="WhatsApp"
                  className="font-medium text-accent hover:underline"
                />
              </>
            )}
          </InfoCard>
          <InfoCard icon="map-pin" label={t("contact.officeLabel")}>
            <address className="not-italic" {...inEnglish(address)}>
              {/* Latin or Arabic as the language writes it: its own first letter sets its direction. */}
              <span dir="auto">{address.lines[0]}</span>
              <br />
              <span dir="auto">{address.lines[1]}</span>
            </address>
          </InfoCard>
          <InfoCard icon="clock" label={t("hours.title")}>
            <OfficeHours line={officeHours} narrow />
          </InfoCard>
        </ul>
        <div className="lg:col-span-2">
          <ContactForm />
          <p className="mt-4 text-sm">
            <a
              href={paths.planner(locale)}
              className="font-medium text-accent underline underline-offset-4"
            >
              {t("contact.plannerLink")}
            </a>
          </p>
        </div>
      </div>
    </AnchorSection>
  );
}

function InfoCard({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-(--radius-card) border border-border bg-background p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}
