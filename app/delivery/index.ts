// How a page reaches the browser (README.md beside this file): the rest of the app imports these
// names only. app/entry.server.tsx also wraps the prerender in `PrerenderDelivery`
// (./prerender.tsx), kept apart so the server renderer never reaches a browser bundle.
export { island } from "./island";
export { InlineScript } from "./inline-script";
export { DocumentHead } from "./document-head";
