import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

const variants = {
  solid: "bg-accent-soft font-semibold text-accent",
  outline: "border border-accent-line bg-accent-soft font-medium text-accent",
  muted: "bg-muted font-medium",
};

// Each size sets its own padding and text: without tailwind-merge, a `className` setting either
// again would be settled by stylesheet order.
const sizes = {
  sm: "px-3 py-1 text-xs",
  md: "px-3 py-1 text-sm",
  lg: "px-4 py-1.5 text-sm",
};

type Props = Omit<ComponentProps<"span">, "ref"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
} & {
  /** The element it is: a paragraph of its own, an item of a list, or a span inside text. */
  as?: "span" | "p" | "li";
};

/** A short label on a rounded tile: a category, a tag, a section's eyebrow. */
export function Badge({
  as: Element = "span",
  variant = "solid",
  size = "sm",
  className,
  ...props
}: Props) {
  return (
    <Element
      className={cn(
        "inline-flex items-center rounded-full",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
