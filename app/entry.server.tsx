import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type EntryContext } from "react-router";

import { createI18n, loadMessages } from "~/i18n/i18next";
import { localeFromRequest } from "~/i18n/locales";

// Runs at build time only (`ssr: false`): each prerendered page waits for its whole tree, so the
// HTML holds every word before any script runs.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const locale = localeFromRequest(request);
  const i18n = createI18n(locale, await loadMessages(locale));

  const stream = await renderToReadableStream(
    <I18nextProvider i18n={i18n}>
      <ServerRouter context={routerContext} url={request.url} />
    </I18nextProvider>,
    {
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    },
  );
  await stream.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(stream, { headers: responseHeaders, status: responseStatusCode });
}
