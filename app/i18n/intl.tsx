import type { ReactNode } from "react";
import { IntlErrorCode, IntlProvider, type IntlError } from "use-intl";

import { loaded, type Part } from "./message-loading";
import { formatLocale, type Locale } from "./locales";

/** A missing key shows the key itself (`nav.home`), and says so in the console. */
function keyItself({ key, namespace }: { key: string; namespace?: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

/** A missing key is shown as the key and warned about; any other formatting error is an error. */
function report(error: IntlError) {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) console.warn(`messages: ${error.message}`);
  else console.error(error);
}

/** The interface strings of one language, for every `useTranslations()` below it. */
export function MessagesProvider({
  locale,
  messages,
  onError = report,
  children,
}: {
  locale: Locale;
  messages: Part;
  /** What a missing or broken string does: by default, warned or logged. */
  onError?: (error: IntlError) => void;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={formatLocale(locale)}
      messages={messages}
      timeZone="UTC"
      onError={onError}
      getMessageFallback={keyItself}
    >
      {children}
    </IntlProvider>
  );
}

/** In the browser: the parts loaded so far (`loadMessageParts`), growing as pages need more. */
export function LoadedMessagesProvider({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <MessagesProvider locale={locale} messages={loaded}>
      {children}
    </MessagesProvider>
  );
}
