import { useTranslations } from "use-intl";

import { LegalEntity } from "~/components/page/legal-entity";
import { NewTabLink } from "~/components/page/new-tab-link";
import { useInEnglish } from "~/components/page/untranslated";
import type { ServiceName } from "~/content/localize";
import { site } from "~/content/site";
import { usePageHere } from "~/lib/page-here";
import { paths } from "~/paths";

import { Copyright } from "./copyright";
import { LanguageMenu } from "./language-menu";
import { Logo } from "./logo";

/** A link of a footer column; a service's name not translated yet is marked English. */
type FooterLink = {
  label: string;
  to: string;
  attributes?: ReturnType<ReturnType<typeof useInEnglish>>;
};

/**
 * The site's footer. Its language links lead to the languages the page exists in (an article may
 * lack some; a not-found state has every language).
 */
export function SiteFooter({ services }: { services: readonly ServiceName[] }) {
  const t = useTranslations();
  const { locale, path, languages } = usePageHere();
  const inEnglish = useInEnglish();
  const columns: { heading: string; links: FooterLink[] }[] = [
    {
      heading: t("footer.servicesHeading"),
      links: services.map((s) => ({
        label: s.name,
        to: paths.service(locale, s.id),
        attributes: inEnglish(s),
      })),
    },
    {
      heading: t("footer.companyHeading"),
      links: [
        { label: t("footer.aboutUs"), to: paths.about(locale) },
        { label: t("footer.projects"), to: paths.projects(locale) },
        { label: t("footer.howWeWork"), to: paths.howWeWork(locale) },
        { label: t("footer.careers"), to: paths.careers(locale) },
        { label: t("footer.blog"), to: paths.blog(locale) },
        { label: t("footer.contact"), to: paths.section(locale, "contact") },
      ],
    },
    {
      heading: t("footer.legalHeading"),
      links: [
        { label: t("footer.privacy"), to: paths.policy(locale, "privacy") },
        { label: t("footer.terms"), to: paths.policy(locale, "terms") },
        { label: t("footer.cookies"), to: paths.policy(locale, "cookies") },
        { label: t("footer.accessibility"), to: paths.policy(locale, "accessibility") },
        { label: t("footer.security"), to: paths.policy(locale, "security") },
      ],
    },
  ];

  return (
    <footer className="bg-ink text-ink-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-5">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Logo />
            {site.name}
          </p>
          <p className="max-w-sm text-sm leading-relaxed text-ink-muted">
            {t("footer.description")}
          </p>
          <div>
            <h2 className="sr-only">{t("footer.socialHeading")}</h2>
            <ul className="flex flex-wrap gap-2">
              {site.socials.map((social) => (
                <li key={social.id}>
                  <NewTabLink
                    href={social.href}
                    name={social.name}
                    className="inline-flex min-h-11 items-center rounded-full border border-white/15 px-4 text-sm text-ink-muted hover:border-white/40 hover:text-white"
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
        {columns.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white">{column.heading}</h2>
            <ul className="mt-3 flex flex-col">
              {column.links.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.to}
                    className="inline-flex min-h-10 items-center text-sm text-ink-muted hover:text-white"
                    {...link.attributes}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-8 pb-24 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:pb-24">
          <div className="flex flex-col gap-1 text-sm text-ink-muted">
            <Copyright />
            <p>
              <LegalEntity />
            </p>
          </div>
          <LanguageMenu path={path} languages={languages} />
        </div>
      </div>
    </footer>
  );
}
