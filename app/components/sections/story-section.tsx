import type { ReactNode } from "react";

import { useInEnglish } from "~/components/page/untranslated";
import type { Untranslated } from "~/content/fallback";

type Props = { id: string; title: string; children: ReactNode; hiddenTitle?: boolean };

/** A titled part of an inner page, named by its heading for assistive technology. */
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

/** Paragraphs of one part of the content, marked English where they stand in for a translation. */
export function Paragraphs({ texts, part }: { texts: readonly string[]; part: Untranslated }) {
  const inEnglish = useInEnglish();
  return texts.map((text) => (
    <p key={text} className="mt-4 leading-relaxed text-muted-foreground" {...inEnglish(part)}>
      {text}
    </p>
  ));
}
