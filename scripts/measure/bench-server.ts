// `npm run bench:server`: load on the production server of `npm start` (not a test: figures for a
// decision record). Requests per second, p99 latency and errors for a page, an asset and a
// not-found path, at 50 and 500 connections, 10 s each. Needs a build; run it on an idle machine.
//   npm run bench:server                every target at both loads
//   SERVER=path/to/server.ts npm run bench:server   another server script, for a before/after figure
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

import autocannon from "autocannon";

import { clientDir } from "../host/site-files.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4398);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://localhost:${PORT}`;

const html = await readFile(join(clientDir, "index.html"), "utf8");
// The stylesheet is inline: the asset measured is the module every page loads.
const asset = /"(\/assets\/entry\.client-[\w-]+\.js)"/.exec(html)?.[1];
if (!asset) throw new Error("bench: no island module in index.html; run npm run build first");

const server = spawn(process.execPath, [process.env.SERVER ?? "scripts/host/serve.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "localhost" },
  stdio: "ignore",
});
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 50) throw new Error(`bench: server did not start at ${base}`);
  await new Promise((r) => setTimeout(r, 100));
}

console.log("target".padEnd(34) + "conns    req/s    p99 ms   non-2xx/3xx   errors");
try {
  for (const [name, path, expected] of [
    ["page /", "/", 200],
    [`asset ${asset.slice(0, 24)}…`, asset, 200],
    ["not found /no-such-page", "/no-such-page", 404],
  ] as const) {
    for (const connections of [50, 500]) {
      const result = await autocannon({
        url: `${base}${path}`,
        connections,
        duration: SECONDS,
        headers: { "accept-encoding": "gzip" },
      });
      const unexpected = expected === 404 ? result["2xx"] : result.non2xx;
      console.log(
        name.padEnd(34) +
          String(connections).padStart(5) +
          Math.round(result.requests.average).toString().padStart(9) +
          String(result.latency.p99).padStart(10) +
          String(unexpected).padStart(14) +
          String(result.errors + result.timeouts).padStart(9),
      );
    }
  }
} finally {
  server.kill();
}
