import * as ToastPrimitive from "@radix-ui/react-toast";
import type { ComponentProps } from "react";

import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

export const ToastProvider = ToastPrimitive.Provider;
export const ToastTitle = ToastPrimitive.Title;
export const ToastDescription = ToastPrimitive.Description;

/** Where toasts appear: at the top, below the header; in the top end corner on larger screens. */
export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        "fixed inset-x-0 top-20 z-[60] mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:start-auto sm:end-4 sm:mx-0",
        className,
      )}
      {...props}
    />
  );
}

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & { closeLabel: string };

export function Toast({ className, children, closeLabel, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      className={cn(
        "relative rounded-xl border border-border bg-background p-4 pe-12 shadow-lg motion-safe:animate-fade-in",
        className,
      )}
      {...props}
    >
      {children}
      <ToastPrimitive.Close className="absolute end-2 top-2 flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted">
        <Icon name="x" className="size-4" />
        <span className="sr-only">{closeLabel}</span>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
