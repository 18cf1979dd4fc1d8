import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

import { Badge } from "~/components/ui/badge";

type Props = {
  id: string;
  chip: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** Level 1 on pages whose main heading this is, 2 for sections of a page. */
  level?: 1 | 2;
  className?: string;
};

/** A section's chip, heading and intro, centred. */
export function SectionHeading({ id, chip, title, intro, level = 2, className }: Props) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={cn("mx-auto max-w-3xl text-center", className)}>
      <Badge as="p" variant="outline" size="lg">
        {chip}
      </Badge>
      <Heading id={id} className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </Heading>
      {intro && <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p>}
    </div>
  );
}
