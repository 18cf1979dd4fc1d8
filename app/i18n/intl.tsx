import type { ReactNode } from "react";
import { IntlErrorCode, IntlProvider, type IntlError } from "use-intl";

import { localeInfo, type Locale } from "./locales";
import type { Messages } from "./messages/en";

// One file per language in ./messages, each its own chunk: a page loads the strings of its own
// language only (the build renders with one bundle, the browser imports the bundle of
// `<html lang>` before hydrating). The build compiles the ICU messages ahead of time
// (vite.config.ts), so the browser gets no message parser.
const bundles = import.meta.glob<Messages>("./messages/*.ts", { import: "default" });

export function loadMessages(locale: Locale): Promise<Messages> {
  const load = bundles[`./messages/${locale}.ts`];
  if (!load) throw new Error(`No messages file for locale "${locale}"`);
  return load();
}

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
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={localeInfo[locale].htmlLang}
      messages={messages}
      timeZone="UTC"
      onError={report}
      getMessageFallback={keyItself}
    >
      {children}
    </IntlProvider>
  );
}
