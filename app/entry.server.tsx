import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

import { MessagesProvider } from "~/i18n/intl";
import { loadMessages } from "~/i18n/messages.server";
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
  const messages = await loadMessages(locale);

  const stream = await renderToReadableStream(
    <MessagesProvider locale={locale} messages={messages}>
      <ServerRouter context={routerContext} url={request.url} />
    </MessagesProvider>,
    {
      // Every boundary written in place, complete: none left to a script that swaps it in, which
      // a visitor without JavaScript would never see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
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
