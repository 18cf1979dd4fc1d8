import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

import { PrerenderDelivery } from "~/delivery/prerender";
import { MessagesProvider } from "~/i18n/intl";
import { loadMessages } from "~/i18n/messages.server";
import { localeFromRequest } from "~/i18n/locales";

// Runs at build time only (`ssr: false`): each prerendered page waits for its whole tree, so the
// HTML holds every word. The pages load no router: the browser runs `entry.client.tsx` alone,
// which hydrates the islands.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // With `ssr: false` React Router also prerenders a single-page-app fallback and checks that it
  // loads its client runtime. This site serves no such page (every URL is prerendered, unknown
  // ones get a 404 page, and the build drops the fallback: scripts/postbuild/drop-unserved-files.ts),
  // so it gets a stub naming what the check looks for.
  if (request.headers.get("X-React-Router-SPA-Mode") === "yes") {
    return new Response(
      "<!-- unused: window.__reactRouterContext = window.__reactRouterRouteModules = -->",
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    );
  }
  const locale = localeFromRequest(request);
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
