// `npm run dev` draws each page on the server, as the prerender does, and the page loads no router
// to take React Router's own updates. So when a file under `app/` changes, the dev server tells
// the page, through Vite's client (which the head adds in dev only, ../document-head.tsx), to load
// again: the page is drawn anew from the changed file.
import { resolve, sep } from "node:path";

import type { Plugin } from "vite";

export function devReload(): Plugin {
  return {
    name: "dev-reload",
    apply: "serve",
    configureServer(server) {
      const app = resolve(server.config.root, "app") + sep;
      // Vite's own watcher, listening first, has dropped the changed module: the next request
      // draws it anew.
      server.watcher.on("change", (file) => {
        if (file.startsWith(app)) server.ws.send({ type: "full-reload", path: "*" });
      });
    },
  };
}
