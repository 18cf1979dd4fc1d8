import { useTranslations } from "use-intl";

import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";

type Props = {
  className: string;
  linkClassName: string;
};

/** The header's links, in order: the desktop bar and the mobile menu both show this list. */
export function NavList({ className, linkClassName }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const links = [
    { label: "nav.home", to: paths.home(locale) },
    { label: "nav.services", to: paths.section(locale, "services") },
    { label: "nav.work", to: paths.projects(locale) },
    { label: "nav.contact", to: paths.section(locale, "contact") },
  ] as const;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to} className={linkClassName}>
            {t(link.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}
