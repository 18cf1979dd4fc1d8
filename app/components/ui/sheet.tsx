import * as Dialog from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

export const Sheet = Dialog.Root;
export const SheetTitle = Dialog.Title;
export const SheetClose = Dialog.Close;

/** A full-screen panel that slides in from the inline end; Radix traps focus and locks scroll. */
export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof Dialog.Content>) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 motion-safe:animate-fade-in" />
      <Dialog.Content
        data-slot="sheet"
        className={cn(
          "fixed inset-0 z-50 flex flex-col overflow-y-auto bg-background motion-safe:animate-sheet-in",
          className,
        )}
        {...props}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
