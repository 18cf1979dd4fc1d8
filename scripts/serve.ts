// `npm start`: serves build/client as a static host would, with the same headers and statuses
// as the deploy configs. sirv does the file serving; this file only adds the site's rules.
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";

import compression from "compression";
import sirv from "sirv";

import { cacheControlFor, securityHeaders } from "./headers.ts";
import { clientDir, notFoundFilesFor } from "./site-files.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const MAX_URL_LENGTH = 2048;

const files = sirv(clientDir, {
  extensions: ["html"],
  etag: true,
  dotfiles: false,
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControlFor(pathname));
  },
});
const compress = compression();

async function sendNotFound(res: ServerResponse, pathname: string, method: string) {
  for (const file of notFoundFilesFor(pathname)) {
    const html = await readFile(join(clientDir, file)).catch(() => null);
    if (!html) continue;
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": cacheControlFor(file),
    });
    res.end(method === "HEAD" ? undefined : html);
    return;
  }
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
}

function sendPlain(res: ServerResponse, status: number, text: string, headers = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(text);
}

function hasControlOrBackslash(text: string): boolean {
  return [...text].some((c) => c.charCodeAt(0) < 0x20 || c === "\\");
}

function handle(req: IncomingMessage, res: ServerResponse) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") {
    return sendPlain(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
  }
  const rawUrl = req.url ?? "/";
  if (rawUrl.length > MAX_URL_LENGTH) return sendPlain(res, 400, "Bad request: URL too long");

  let url: URL;
  let pathname: string;
  try {
    url = new URL(rawUrl, "http://localhost");
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return sendPlain(res, 400, "Bad request: malformed URL");
  }
  // Never resolve outside the site: control characters, encoded separators and dot segments
  // are not part of any page's address.
  if (hasControlOrBackslash(pathname) || pathname.split("/").some((s) => s === ".." || s === ".")) {
    return void sendNotFound(res, "/", method);
  }
  // One URL per page: `/projects/` redirects to `/projects`, the form every link and canonical uses.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    res.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search }).end();
    return;
  }
  // The 404 files themselves are not pages.
  if (/(^|\/)404(\.html)?$/.test(pathname) || pathname.endsWith("/index.html")) {
    return void sendNotFound(res, pathname, method);
  }
  files(req, res, () => void sendNotFound(res, pathname, method));
}

const server = createServer((req, res) => {
  compress(req as never, res as never, () => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) sendPlain(res, 500, "Internal server error");
    }
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${clientDir} at http://${host}:${port}`);
});
