import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

import { PrerenderDelivery } from "~/delivery/prerender";
import { MessagesProvider } from "~/i18n/intl";
import { loadMessages } from "~/i18n/messages.server";
import { pageAt } from "~/site-pages";

// Runs at build time only, for each path of the page list (react-router.config.ts): each page
// waits for its whole tree, so the HTML holds every word. The pages load no router: the browser
// runs `entry.client.tsx` alone, which hydrates the islands.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { locale } = pageAt(request.url);
  const messages = await loadMessages(locale);

  const stream = await renderToReadableStream(
    <PrerenderDelivery islandScript={routerContext.manifest.entry.module}>
      <MessagesProvider locale={locale} messages={messages}>
        <ServerRouter context={routerContext} url={request.url} />
      </MessagesProvider>
    </PrerenderDelivery>,
    {
      // Every boundary written in place, complete: no script swaps one in.
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
