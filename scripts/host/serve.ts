// `npm start`: serves build/client as a static host would, with the same headers and statuses
// as the deploy configs, and the site's own request intake on its paths (intake/README.md;
// `INTAKE=off` serves the static site alone, as a static host does). `send` serves the files (ranges, conditional requests, closing files
// when a client goes away); `request-path.ts` holds the site's URL rules. Text files go out as
// the build compressed them (scripts/postbuild/precompress.ts) when the client accepts Brotli or gzip;
// anything else is compressed per request.
import { existsSync, type Stats } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";

import compression from "compression";
import { contentType } from "mime-types";
import send from "send";

import { INTAKE_PATH } from "../../app/requests/limits.ts";
import { startIntake } from "../../intake/start.ts";
import { contentTypeOverride, headersFor, noFileHeaders } from "./headers.ts";
import { acceptedEncoding } from "../postbuild/precompress.ts";
import { resolveRequest } from "./request-path.ts";
import { clientDir, compressedDir, notFoundFilesFor } from "./site-files.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

const compress = compression();

const intake = process.env.INTAKE === "off" ? undefined : await startIntake(process.env, clientDir);

/** Whether a request is the intake's: its path, or below it. */
const isIntake = (url = "/") => {
  const path = url.split("?")[0]!;
  return path === INTAKE_PATH || path.startsWith(`${INTAKE_PATH}/`);
};

/**
 * The build's compressed copy of `file` in the smallest encoding the client accepts, if there is
 * one. A byte range is a slice of the file as stored, so it always gets the file itself.
 */
function compressedCopy(req: IncomingMessage, file: string) {
  if (req.headers.range) return undefined;
  const encoding = acceptedEncoding(req);
  if (!encoding) return undefined;
  const path = `${file}${encoding.suffix}`;
  return existsSync(join(compressedDir, path)) ? { path, encoding: encoding.name } : undefined;
}

/** Headers of a compressed copy: the type of the file it copies, its encoding, and `Vary`. */
function encodedHeaders(file: string, encoding: string): Record<string, string> {
  return {
    "Content-Type":
      contentTypeOverride(file) ??
      (contentType(file.split("/").at(-1)!) || "application/octet-stream"),
    "Content-Encoding": encoding,
    Vary: "Accept-Encoding",
  };
}

async function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
  for (const file of notFoundFilesFor(pathname)) {
    const copy = compressedCopy(req, file);
    const html = await readFile(
      copy ? join(compressedDir, copy.path) : join(clientDir, file),
    ).catch(() => null);
    if (!html) continue;
    res.writeHead(404, {
      ...headersFor(file),
      "Content-Type": "text/html; charset=utf-8",
      ...(copy && encodedHeaders(file, copy.encoding)),
    });
    res.end(req.method === "HEAD" ? undefined : html);
    return;
  }
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
}

function sendPlain(res: ServerResponse, status: number, text: string, headers = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(text);
}

type SendError = Error & { status?: number; statusCode?: number; headers?: Record<string, string> };

function handle(req: IncomingMessage, res: ServerResponse) {
  if (intake && isIntake(req.url)) return void intake.listener(req, res);
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
      return void sendNotFound(req, res, target.pathname);
    case "file": {
      const copy = compressedCopy(req, target.file);
      const type = contentTypeOverride(target.file);
      const headers = {
        ...headersFor(target.file),
        ...(type && { "Content-Type": type }),
        ...(copy && encodedHeaders(target.file, copy.encoding)),
      };
      send(req, copy?.path ?? target.file, {
        root: copy ? compressedDir : clientDir,
        index: false,
        // Dot files are refused, but for the well-known folder (RFC 8615: security.txt).
        dotfiles: target.file.startsWith("/.well-known/") ? "allow" : "deny",
      })
        .on("file", (_path: string, stat: Stats) => {
          // RFC 9110 §14.1.3: a suffix longer than the file selects all of it, where `send`
          // (range-parser) would answer 416. Runs before `send` reads the header.
          req.headers.range &&= req.headers.range.replace(
            /([=,]\s*)-(\d+)/g,
            (_, before: string, length: string) =>
              `${before}-${Math.min(Number(length), stat.size)}`,
          );
        })
        .on("headers", (response: ServerResponse) => {
          for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        })
        .on("error", (error: SendError) => {
          const status = error.status ?? error.statusCode ?? 500;
          // A missing file is a page that does not exist; other errors (416, 412) keep their status.
          if (status === 404) return void sendNotFound(req, res, target.pathname);
          if (res.headersSent) return void res.destroy();
          sendPlain(res, status, error.message, error.headers);
        })
        .pipe(res);
    }
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
  console.log(
    `Serving ${clientDir} at http://${host}:${port}${intake ? `, with the request intake on ${intake.engine}` : ""}`,
  );
});

/** How long requests under way get to finish once the server is told to stop. */
const DRAIN_MS = 10_000;

// Stopped (Ctrl-C, a service manager): no new connection is taken, requests under way finish
// and are stored, then the outbox's round ends and the database closes.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (intake ? intake.close() : Promise.resolve()).finally(() => process.exit(0));
    };
    server.close(stop);
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      stop();
    }, DRAIN_MS).unref();
  });
}
