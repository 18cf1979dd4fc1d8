// `npm start`: serves build/client as a static host would, with the same headers and statuses
// as the deploy configs. `send` serves the files (ranges, conditional requests, closing files
// when a client goes away); `request-path.ts` holds the site's URL rules.
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";

import compression from "compression";
import send from "send";

import { noFileHeaders, headersFor } from "./headers.ts";
import { resolveRequest } from "./request-path.ts";
import { clientDir, notFoundFilesFor } from "./site-files.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

const compress = compression();

async function sendNotFound(res: ServerResponse, pathname: string, method: string) {
  for (const file of notFoundFilesFor(pathname)) {
    const html = await readFile(join(clientDir, file)).catch(() => null);
    if (!html) continue;
    res.writeHead(404, { ...headersFor(file), "Content-Type": "text/html; charset=utf-8" });
    res.end(method === "HEAD" ? undefined : html);
    return;
  }
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
}

function sendPlain(res: ServerResponse, status: number, text: string, headers = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(text);
}

type SendError = Error & { status?: number; statusCode?: number; headers?: Record<string, string> };

function handle(req: IncomingMessage, res: ServerResponse) {
  // Answers that are not a file (redirects, errors) are not pages: they may load nothing.
  for (const [name, value] of Object.entries(noFileHeaders)) res.setHeader(name, value);
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") {
    return sendPlain(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
  }
  const target = resolveRequest(req.url ?? "/");
  switch (target.kind) {
    case "bad-request":
      return sendPlain(res, target.status, `Bad request: ${target.reason}`);
    case "redirect":
      res.writeHead(301, { Location: target.location }).end();
      return;
    case "not-found":
      return void sendNotFound(res, target.pathname, method);
    case "file":
      send(req, target.file, { root: clientDir, index: false, dotfiles: "deny" })
        .on("headers", (response: ServerResponse) => {
          for (const [name, value] of Object.entries(headersFor(target.file)))
            response.setHeader(name, value);
        })
        .on("error", (error: SendError) => {
          const status = error.status ?? error.statusCode ?? 500;
          // A missing file is a page that does not exist; other errors (416, 412) keep their status.
          if (status === 404) return void sendNotFound(res, target.pathname, method);
          if (res.headersSent) return void res.destroy();
          sendPlain(res, status, error.message, error.headers);
        })
        .pipe(res);
  }
}

const server = createServer((req, res) => {
  const serve = () => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) sendPlain(res, 500, "Internal server error");
    }
  };
  // A byte range is a slice of the file as stored: never compress it.
  if (req.headers.range) serve();
  else compress(req as never, res as never, serve);
});

server.listen(port, host, () => {
  console.log(`Serving ${clientDir} at http://${host}:${port}`);
});
