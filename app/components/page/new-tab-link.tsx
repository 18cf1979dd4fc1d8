import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

/**
 * A link to another site, opened in a new tab without giving it this page: its accessible name
 * says it opens one ("LinkedIn (opens in a new tab)"). It shows `name`, or `children` (an icon).
 */
export function NewTabLink({
  href,
  name,
  className,
  children,
}: {
  href: string;
  name: string;
  className: string;
  children?: ReactNode;
}) {
  const t = useTranslations();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("footer.newTab", { name })}
      className={className}
    >
      {children ?? name}
    </a>
  );
}
