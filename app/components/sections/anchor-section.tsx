import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

import { SectionHeading } from "~/components/page/section-heading";
import { sectionIds, type SectionId } from "~/paths";
import { cn } from "~/lib/cn";

type Props = {
  id: SectionId;
  /** Where its chip, title and intro are among the messages; its heading's id follows. */
  messages: "services" | "work" | "contact";
  className?: string;
  children: ReactNode;
};

/**
 * A home page section that the navigation links to: it takes focus when reached, so the next Tab
 * continues from there, and opens with its chip, heading and intro.
 */
export function AnchorSection({ id, messages, className, children }: Props) {
  const t = useTranslations();
  const headingId = `${messages}-title`;
  return (
    <section
      id={sectionIds[id]}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn("px-4 py-20 outline-none sm:px-6 sm:py-24", className)}
    >
      <SectionHeading
        id={headingId}
        chip={t(`${messages}.chip`)}
        title={t(`${messages}.title`)}
        intro={t(`${messages}.intro`)}
      />
      {children}
    </section>
  );
}
