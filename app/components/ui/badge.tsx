import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

const badgeVariants = cva("inline-flex items-center rounded-full", {
  variants: {
    variant: {
      solid: "bg-brand-50 font-semibold text-brand-700",
      outline: "border border-brand-200 bg-brand-50 font-medium text-brand-700",
      muted: "bg-muted font-medium",
    },
    // Each size sets its own padding and text: without tailwind-merge, a `className` setting
    // either again would be settled by stylesheet order.
    size: {
      sm: "px-3 py-1 text-xs",
      md: "px-3 py-1 text-sm",
      lg: "px-4 py-1.5 text-sm",
    },
  },
  defaultVariants: { variant: "solid", size: "sm" },
});

type BadgeVariants = VariantProps<typeof badgeVariants>;

type Props = Omit<ComponentProps<"span">, "ref"> &
  BadgeVariants & {
    /** The element it is: a paragraph of its own, an item of a list, or a span inside text. */
    as?: "span" | "p" | "li";
  };

/** A short label on a rounded tile: a category, a tag, a section's eyebrow. */
export function Badge({ as: Element = "span", variant, size, className, ...props }: Props) {
  return (
    <Element
      data-slot="badge"
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}
