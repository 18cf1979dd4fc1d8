import type { ReactNode } from "react";

import { useInEnglish } from "~/components/page/untranslated";
import { Badge } from "~/components/ui/badge";
import type { Untranslated } from "~/content/fallback";

type Props = {
  chip?: string;
  title: string;
  intro?: string;
  /** A `<BackLink>` to the page's list, passed in so that pages without one do not load it. */
  back?: ReactNode;
  /** Facts under the intro: dates, reading time, team and location. */
  children?: ReactNode;
  /** The content the title and the intro come from, when they do: marked when in English. */
  part?: Untranslated;
};

/** The band at the top of an inner page: where it belongs, its title and its lead. */
export function PageHeader({ chip, title, intro, back, children, part }: Props) {
  const inEnglish = useInEnglish();
  return (
    <header className="bg-muted px-4 pt-8 pb-12 sm:px-6">
      <div className="mx-auto max-w-4xl">
        {back && <div>{back}</div>}
        {chip && (
          <Badge as="p" variant="outline" size="lg" className="mt-6">
            {chip}
          </Badge>
        )}
        <h1
          className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          {...inEnglish(part)}
        >
          {title}
        </h1>
        {intro && (
          <p
            className="mt-4 max-w-3xl text-lg text-pretty text-muted-foreground"
            {...inEnglish(part)}
          >
            {intro}
          </p>
        )}
        {children}
      </div>
    </header>
  );
}
