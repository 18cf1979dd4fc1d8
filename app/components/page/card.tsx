import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

/**
 * A framed card that one `CardLink` makes clickable as a whole. Its text stays outside the link,
 * so a screen reader hears one link named for the card and reads the rest as text.
 */
export function Card({ className, ...props }: ComponentProps<"article">) {
  return (
    <article
      className={cn(
        "relative rounded-(--radius-card) border border-border bg-background shadow-sm transition-shadow hover:shadow-md",
        className,
      )}
      {...props}
    />
  );
}

/** The padded body under a card's picture. */
export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-1 flex-col p-6", className)} {...props} />;
}

export function CardTitle({
  level,
  className,
  ...props
}: ComponentProps<"h2"> & {
  /** 2 where the cards are the page's own list, 3 under a section's heading. */
  level: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return <Heading className={cn("text-xl font-semibold", className)} {...props} />;
}

export function CardDescription({
  strong = false,
  className,
  ...props
}: ComponentProps<"p"> & {
  /** The card's point rather than its summary: full colour and weight. */
  strong?: boolean;
}) {
  return (
    <p
      className={cn(
        strong ? "font-medium text-foreground" : "leading-relaxed text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/**
 * The card's one link, to a page of the site, stretched over the whole card by an overlay; its
 * accessible name should carry the card's title.
 */
export function CardLink({ className, children, ...props }: ComponentProps<"a">) {
  return (
    <a
      className={cn(
        "inline-flex min-h-11 items-center self-start font-semibold text-accent after:absolute after:inset-0 after:rounded-(--radius-card) hover:underline",
        className,
      )}
      {...props}
    >
      {children}
    </a>
  );
}
