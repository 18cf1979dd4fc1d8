import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
  outline: "border border-border bg-background text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
};

// Each size sets its own height and padding: without tailwind-merge, two utilities for the same
// property would be settled by stylesheet order, not by the order written here.
const sizes = {
  md: "min-h-11 px-5",
  lg: "min-h-12 px-7 text-base",
  icon: "size-11",
};

/** The classes of a button, or of a link drawn as one. */
export function buttonVariants({
  variant = "primary",
  size = "md",
  className,
}: { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string } = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full text-center text-sm font-semibold transition-colors",
    variants[variant],
    sizes[size],
    className,
  );
}
