import { useState } from "react";
import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/** Copies text to the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        className={buttonVariants({ variant: "outline" })}
        onClick={async () => setState((await copyText(text)) ? "copied" : "failed")}
      >
        {state === "copied" ? (
          <Icon name="check" className="size-4" />
        ) : (
          <Icon name="copy" className="size-4" />
        )}
        {label}
      </button>
      <span aria-live="polite" className="text-sm text-muted-foreground">
        {state === "copied" && t("contact.copied")}
        {state === "failed" && t("contact.copyFailed")}
      </span>
    </span>
  );
}
