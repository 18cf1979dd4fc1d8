import type { ReactNode } from "react";

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

export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <p key={text} className="mt-4 leading-relaxed text-muted-foreground">
      {text}
    </p>
  ));
}
