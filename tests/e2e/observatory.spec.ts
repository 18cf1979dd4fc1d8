// The MDN HTTP Observatory's grade of the site as a host would serve it: `npm start` behind an
// HTTPS proxy with a self-signed certificate, and a plain-HTTP listener that redirects to it,
// standing in for the host's TLS front.
import { execFileSync, execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, request, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { expect, test } from "@playwright/test";

import { INTAKE_PATH } from "../../app/requests/limits";
import type { Grade } from "../../scripts/measure/observatory";

import { manifest, unknownPaths } from "./site";

// Made in `beforeAll`, which runs again when a worker takes up this file after its `afterAll`.
let dir = "";
let cert = "";
const servers: Server[] = [];
let httpsPort = 0;
let httpPort = 0;

const listen = (server: Server) =>
  new Promise<number>((resolve) => {
    servers.push(server);
    server.listen(0, "localhost", () => resolve((server.address() as AddressInfo).port));
  });

test.beforeAll(async ({ baseURL }) => {
  dir = mkdtempSync(join(tmpdir(), "observatory-"));
  cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  servers.length = 0;
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost", "-keyout", key, "-out", cert,
  ], { stdio: "ignore" }); // prettier-ignore
  const upstream = new URL(baseURL!);
  const proxy = createHttpsServer(
    { cert: readFileSync(cert), key: readFileSync(key) },
    (req, res) => {
      const forward = request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    },
  );
  httpsPort = await listen(proxy);
  httpPort = await listen(
    createHttpServer((req, res) =>
      res.writeHead(301, { Location: `https://localhost:${httpsPort}${req.url}` }).end(),
    ),
  );
});

test.afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function observatory(path: string): Promise<Grade> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["scripts/measure/observatory.ts", `https://localhost:${httpsPort}${path}`, String(httpPort)],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: cert } },
  );
  return JSON.parse(stdout) as Grade;
}

const pages = [
  "/",
  "/zh",
  "/es/services/design",
  "/projects/streamview",
  ...manifest.pages
    .filter((p) => p.kind === "article" && p.locale === "zh")
    .slice(0, 1)
    .map((p) => p.path),
  unknownPaths.find((p) => p.locale === "en" && p.section === null)!.unknown,
];

/** Grades a path, notes the grade in the report, and expects A+ with at least 130 points. */
async function expectAPlus(path: string) {
  const result = await observatory(path);
  test
    .info()
    .annotations.push({ type: "observatory", description: `${result.grade} ${result.score}` });
  expect(result.failed).toEqual([]);
  expect(result.grade).toBe("A+");
  expect(result.score).toBeGreaterThanOrEqual(130);
}

for (const path of pages) {
  test(`${path} is graded A+ with at least 130 points`, () => expectAPlus(path));
}

test("the intake's confirmation page is graded A+ with at least 130 points", async ({
  request,
  baseURL,
}) => {
  const sent = await request.post(`${baseURL}${INTAKE_PATH}`, {
    headers: {
      Origin: baseURL!,
      "Content-Type": "application/json",
      "Idempotency-Key": "observatory-key-0000000001",
    },
    data: {
      kind: "contact",
      locale: "ar",
      name: "ليلى",
      email: "layla@example.com",
      message: "مرحبًا",
    },
  });
  const { reference } = (await sent.json()) as { reference: string };
  await expectAPlus(`${INTAKE_PATH}/received?ref=${reference}&lang=ar`);
});
