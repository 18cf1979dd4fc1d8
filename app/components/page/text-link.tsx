import type { ComponentProps } from "react";
import { Link } from "react-router";

import { cn } from "~/lib/cn";

/** A link to a page of the site that reads as a link: in the accent colour, underlined. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      data-slot="text-link"
      className={cn("font-medium text-accent underline underline-offset-4", className)}
      {...props}
    />
  );
}
