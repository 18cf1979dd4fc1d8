import type { ComponentProps, ElementType, MouseEvent } from "react";

import { cn } from "~/lib/cn";

/**
 * A framed card that one `CardLink` makes clickable as a whole. Its text stays outside the link,
 * so a screen reader hears one link named for the card and reads the rest as text.
 */
export function Card({ className, onClick, ...props }: ComponentProps<"article">) {
  return (
    // The link is the control for the keyboard and assistive technology; this only lets a
    // pointer on the card's selectable text reach it too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article
      data-slot="card"
      className={cn(
        "relative rounded-(--radius-card) border border-border bg-background shadow-sm transition-shadow hover:shadow-md",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        followCardLink(event);
      }}
      {...props}
    />
  );
}

/** The padded body under a card's picture. */
export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-content"
      className={cn("flex flex-1 flex-col p-6", className)}
      {...props}
    />
  );
}

/**
 * Text a visitor may want to select or copy: once React has taken over, it sits above the link's
 * overlay, and `Card` passes a plain click on it to the link. Before that the overlay covers it.
 */
const SELECTABLE = "hydrated:relative hydrated:z-1";

export function CardTitle({
  level,
  className,
  ...props
}: ComponentProps<"h2"> & {
  /** 2 where the cards are the page's own list, 3 under a section's heading. */
  level: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading
      data-slot="card-title"
      className={cn(SELECTABLE, "text-xl font-semibold", className)}
      {...props}
    />
  );
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
      data-slot="card-description"
      className={cn(
        SELECTABLE,
        strong ? "font-medium text-foreground" : "leading-relaxed text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/**
 * The card's one link, stretched over the whole card by an overlay. Rendered as `as` (a router's
 * link component), an `<a>` by default; its accessible name should carry the card's title.
 */
export function CardLink<T extends ElementType = "a">({
  as,
  className,
  ...props
}: { as?: T; className?: string } & Omit<ComponentProps<T>, "as" | "className">) {
  const Element: ElementType = as ?? "a";
  return (
    <Element
      data-slot="card-link"
      className={cn(
        "inline-flex min-h-11 items-center self-start font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-(--radius-card) hover:underline",
        className,
      )}
      {...props}
    />
  );
}

/** A plain click on the card outside its controls follows its link, unless it selected text. */
function followCardLink(event: MouseEvent<HTMLElement>) {
  const { target, currentTarget } = event;
  if (event.defaultPrevented || !(target instanceof Element)) return;
  if (target.closest("a, button, input, select, textarea, label, summary")) return;
  if (document.getSelection()?.isCollapsed === false) return;
  const link = currentTarget.querySelector('[data-slot="card-link"]');
  // With the click's modifier keys, so a Ctrl or Cmd click still opens a new tab.
  link?.dispatchEvent(
    new window.MouseEvent("click", {
      bubbles: true,
      cancelable: true,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
    }),
  );
}
