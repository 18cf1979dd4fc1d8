/**
 * The language select's trigger, as the prerendered button and the Radix select drawn later in its
 * place both style it: the same box, so nothing moves when one replaces the other.
 */
export const triggerClassName =
  "border-ink-muted/40 text-ink-foreground hover:border-ink-muted inline-flex min-h-11 min-w-40 items-center justify-between gap-3 rounded-lg border bg-transparent px-3 text-sm";
