import type { ReactNode } from "react";

/** The dark panel that ends a company page: a question, a line, and the way to a conversation. */
export function CtaPanel({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  /** Its links, in a row that wraps. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="cta-title"
      className="rounded-(--radius-card) bg-ink p-8 text-ink-foreground sm:p-10"
    >
      <h2 id="cta-title" className="text-2xl font-bold text-white">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-ink-muted">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">{children}</div>
    </section>
  );
}
