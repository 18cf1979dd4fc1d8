// How a page reaches the browser (README.md beside this file): the rest of the app imports these
// names only. app/entry.server.tsx also wraps the prerender in `PrerenderDelivery`
// (./prerender.tsx), kept apart so the server renderer never reaches a browser bundle.
export { island } from "./island";
export { scriptCall } from "./inline-script";
export { DocumentHead, type HeadScriptsHandle } from "./document-head";
