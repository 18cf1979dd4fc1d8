import siteIconUrl from "../../public/favicon.svg?url&no-inline";
import siteCss from "~/styles/app.css?inline";

import { usePrerender } from "./context";
import { HAND_OVER_EVENT, NEVER_HELD } from "./early-events";
import { scriptCall } from "./inline-script";
import islandModule from "./island-module.inline.ts?inline-script";
import { STYLESHEET_ID } from "./stylesheet";

/** What a route's `handle` adds to the head's script: calls (`scriptCall`) to run before it parses. */
export type HeadScriptsHandle = { headScripts?: readonly string[] };
type Scripts = readonly (string | false)[];

/**
 * What every `<head>` carries besides its meta tags: the stylesheet (cut to each page's critical
 * CSS after the build), the site icon as a fingerprinted file (cached for good; the browser asks
 * for it after the page, at its lowest priority), and one inline script (one hash in the policy):
 * the `scripts`, then the one adding the island module, which holds a click in an island or in
 * `moduleControls` until it runs.
 */
export function DocumentHead(props: { scripts: Scripts; moduleControls: string[] }) {
  const { islandScript } = usePrerender();
  const held = ["island-root", ...props.moduleControls].join();
  const calls = [
    ...props.scripts.filter(Boolean),
    scriptCall(islandModule, islandScript, held, NEVER_HELD, HAND_OVER_EVENT),
  ];
  return (
    <>
      <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: siteCss }} />
      <link rel="icon" href={siteIconUrl} type="image/svg+xml" />
      <script dangerouslySetInnerHTML={{ __html: calls.join(";") }} />
      {/* In dev only: Vite's client, told to load the page again on a change
          (build/dev-reload.ts). */}
      {import.meta.env.DEV && <script type="module" src="/@vite/client" />}
    </>
  );
}
