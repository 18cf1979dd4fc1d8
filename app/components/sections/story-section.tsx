import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

type Props = { id: string; title: string; children: ReactNode; hiddenTitle?: boolean };

/** A titled part of a service or case study page, named by its heading for assistive technology. */
export function StorySection({ id, title, children, hiddenTitle = false }: Props) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={hiddenTitle ? "sr-only" : "text-2xl font-bold"}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A story's sections beside its aside, which stays in view beside them on large screens. */
export function StoryColumns({
  aside,
  asideLabelledBy,
  children,
}: {
  aside: ReactNode;
  /** The id of the aside's heading, which names it. */
  asideLabelledBy: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-3">
      <div className="flex flex-col gap-12 lg:col-span-2">{children}</div>
      <aside aria-labelledby={asideLabelledBy} className="lg:sticky lg:top-24 lg:self-start">
        {aside}
      </aside>
    </div>
  );
}

/** A titled part that is all paragraphs: an overview, a challenge, a solution. */
export function StoryText({
  texts,
  ...props
}: Omit<Props, "children"> & { texts: readonly string[] }) {
  return (
    <StorySection {...props}>
      {texts.map((text) => (
        <p key={text} className="mt-4 leading-relaxed text-muted-foreground">
          {text}
        </p>
      ))}
    </StorySection>
  );
}

/** A titled part of short points, each on a tile beside an icon: features, results. */
export function StoryPoints({
  icon: Icon,
  points,
  tileClassName,
  ...props
}: Omit<Props, "children"> & {
  icon: LucideIcon;
  points: readonly string[];
  /** The tiles' surface and text. */
  tileClassName: string;
}) {
  return (
    <StorySection {...props}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {points.map((point) => (
          <li key={point} className={cn("flex items-start gap-3 rounded-xl p-4", tileClassName)}>
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </StorySection>
  );
}
