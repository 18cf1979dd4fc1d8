import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide";
import type { ComponentProps, ReactNode } from "react";

import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

export const Select = SelectPrimitive.Root;

type TriggerProps = ComponentProps<typeof SelectPrimitive.Trigger> & {
  /** Id of the element showing the value, for `aria-labelledby`. */
  valueId?: string;
  /** The current value as rendered text: shown in the prerendered HTML too. */
  children: ReactNode;
};

export function SelectTrigger({ className, children, valueId, ...props }: TriggerProps) {
  return (
    <SelectPrimitive.Trigger data-slot="select-trigger" className={className} {...props}>
      <span id={valueId}>
        <SelectPrimitive.Value>{children}</SelectPrimitive.Value>
      </span>
      <SelectPrimitive.Icon>
        <Icon icon={ChevronDown} className="size-4" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position="popper"
        side="top"
        sideOffset={6}
        className={cn(
          "z-50 min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-border bg-background p-1 text-foreground shadow-lg",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport>{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "relative flex min-h-11 cursor-default items-center rounded-md ps-8 pe-3 text-sm outline-none select-none data-highlighted:bg-muted",
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemIndicator className="absolute start-2 inline-flex">
        <Icon icon={Check} className="size-4" />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
