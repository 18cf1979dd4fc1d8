import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/prerender-paths";

// A static site: every page is rendered to HTML at build time and hydrated in the browser.
// The list (pages and not-found variants) comes from the same locale and content tables as the
// routes, so a new service, project or language gets its pages without editing this file.
export default {
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
