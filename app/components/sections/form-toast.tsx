import { createPortal } from "react-dom";
import { useTranslations } from "use-intl";

import { Icon } from "~/components/ui/icon";
import { localeInfo } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";

import {
  Toast,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "~/components/ui/toast";

type Props = { title: string; description: string; onClose: () => void };

/**
 * The contact form's notice, announced to screen readers; Radix closes it after 5000 ms. Drawn
 * only in the browser, after the visitor sends.
 */
export function FormToast({ title, description, onClose }: Props) {
  const t = useTranslations();
  // Swiped away toward the edge it sits at: the inline end, on the left in Arabic.
  const swipeDirection = localeInfo[useLocale()].dir === "rtl" ? "left" : "right";
  return (
    <ToastProvider duration={5000} label={t("contact.toastLabel")} swipeDirection={swipeDirection}>
      <Toast
        defaultOpen
        closeLabel={t("contact.close")}
        onOpenChange={(open) => !open && onClose()}
      >
        <div className="flex gap-3">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-[#13866f]" />
          <div>
            <ToastTitle className="font-semibold">{title}</ToastTitle>
            <ToastDescription className="mt-1 text-sm text-muted-foreground">
              {description}
            </ToastDescription>
          </div>
        </div>
      </Toast>
      {/* In the body, not in the form's section: a section laid out only near the view contains
          its fixed children, and the notice must sit at the window's edge. */}
      {createPortal(<ToastViewport label={t("contact.toastRegion")} />, document.body)}
    </ToastProvider>
  );
}
