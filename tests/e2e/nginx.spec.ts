// The generated nginx server block, run by a real nginx over the build, answers like `npm start`:
// same status, same Location, same security headers, policy and caching, same not-found page.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test, type APIRequestContext } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

import { locales, stripLocale } from "../../app/i18n/locales";
import { securityHeaders } from "../../scripts/host/headers";
import { CHALLENGE_PATH, INTAKE_PATH, PROOF_FIELD } from "../../app/requests/limits";
import { committedHostFiles, nginxConfig } from "../../scripts/host/host-config";
import { MAX_URL_LENGTH } from "../../scripts/host/request-path";
import { clientDir, typedRedirects } from "../../scripts/host/site-files";
import { freePort } from "./free-port";
import { manifest, unknownPaths } from "./site";

/** Debian's nginx, or the first one on the PATH. */
const NGINX = ["/usr/sbin", ...(process.env.PATH ?? "").split(":")]
  .map((dir) => join(dir, "nginx"))
  .find((file) => existsSync(file));

/** The headers compared on every answer. */
const compared = [
  ...Object.keys(securityHeaders),
  "Content-Security-Policy",
  "Cache-Control",
  "Location",
  "Allow",
].map((name) => name.toLowerCase());

type Answer = { status: number; headers: Record<string, string>; body: string };

/** The http {} around the server block: everything inside the temporary folder. */
function nginxMainConfig(dir: string, server: string): string {
  return `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log stderr;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    # As npm start types them: feeds and the sitemap are XML, .data is opaque.
    types {
        application/xml xml;
        application/manifest+json webmanifest;
        application/octet-stream data;
        text/javascript js;
    }
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${server}
}
`;
}

/** A request with the target sent byte for byte (a URL parser would rewrite `//evil.com/`). */
function rawRequest(
  base: string,
  path: string,
  method = "GET",
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        const headers = Object.fromEntries(
          Object.entries(res.headers).map(([name, value]) => [name, String(value)]),
        );
        resolve({ status: res.statusCode ?? 0, headers, body });
      });
    });
    req.setTimeout(5000, () => req.destroy(new Error(`no answer for ${path}`)));
    req.on("error", reject);
    req.end();
  });
}

async function fetchAnswer(request: APIRequestContext, url: string, method: string) {
  const response = await request.fetch(url, { method, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

let nginx: ChildProcess | undefined;
let dir = "";
let nginxBase = "";
let nginxLog = "";

test.beforeAll(async () => {
  if (!NGINX) {
    throw new Error("nginx is not installed: apt-get install nginx-light (.ci/run does)");
  }
  dir = mkdtempSync(join(tmpdir(), "nginx-"));
  const port = await freePort("127.0.0.1");
  nginxBase = `http://127.0.0.1:${port}`;
  // The intake behind it is the one `npm start` runs for these tests.
  const intake = `http://localhost:${process.env.E2E_PORT ?? 4321}`;
  const server = nginxConfig({ root: clientDir, listen: `127.0.0.1:${port}`, intake });
  writeFileSync(join(dir, "nginx.conf"), nginxMainConfig(dir, server));
  nginx = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", "stderr"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  nginx.stderr!.on("data", (chunk: Buffer) => (nginxLog += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    nginx!.on("exit", (code) => reject(new Error(`nginx exited (${code}):\n${nginxLog}`))),
  );
  const answers = async () => {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      const status = await rawRequest(nginxBase, "/").then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx does not answer on ${nginxBase}:\n${nginxLog}`);
  };
  await Promise.race([answers(), exited]);
});

test.afterAll(() => {
  if (nginx?.pid && nginx.exitCode === null) process.kill(nginx.pid, "SIGTERM");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const asset = (ext: string, prefix = "") =>
  `/assets/${readdirSync(join(clientDir, "assets")).find((f) => f.startsWith(prefix) && f.endsWith(ext))}`;

/** Addresses a URL parser would keep as they are. */
const urls: string[] = [
  // Every page one level deep in each language, and one project page in each.
  ...manifest.pages.filter((p) => stripLocale(p.path).split("/").length <= 2).map((p) => p.path),
  ...locales.map(
    (locale) => manifest.pages.find((p) => p.locale === locale && p.kind === "project")!.path,
  ),
  "/projects/",
  ...typedRedirects.map((r) => r.from),
  "/ar/contact?ref=card",
  "/zh/",
  "/es/services/?ref=mail",
  ...unknownPaths.map((p) => p.unknown),
  "/x/y/z",
  "/zh/services/a/b",
  asset(".js"),
  asset(".css"),
  "/sitemap.xml",
  "/robots.txt",
  "/.well-known/security.txt",
  "/.well-known/other",
  "/favicon.svg",
  "/zh.data",
  "/admin",
  "/admin/",
  "/admin.html",
  "/admin/config.yml",
  asset(".js", "sveltia-cms-"),
  ...manifest.feeds.map((f) => f.path),
  ...manifest.notFound.flatMap((p) => [p.path, `${p.path}.html`]),
  "/index",
  "/index.html",
  "/zh/index",
  "/projects.html",
  "/zh/projects.html",
  "/_headers",
  "/_redirects",
  "/assets",
  "/assets/",
  "/assets/no-such-file.js",
  "/no-such-file.png",
  "/.env",
  "/%FF",
  "/%C3%A9",
];

/** Addresses sent byte for byte. */
const rawUrls: string[] = [
  "//evil.com/",
  "/\\evil.com",
  "/%2F%2Fevil.com",
  "/%2F%2Fevil.com/",
  "/%5Cevil.com/",
  "/zh//evil.com/",
  "/projects/../x",
  "/projects/%2e%2e/x",
  "/./x",
  "/x/..",
  "/%09/evil.com/",
  "/%0d%0aLocation:%20https://evil.com/",
  "/%E0%A4%A",
  `/${"a".repeat(MAX_URL_LENGTH + 10)}`,
];

function expectSameAnswer(path: string, npmStart: Answer, viaNginx: Answer) {
  expect(viaNginx.status, `status of ${path}`).toBe(npmStart.status);
  for (const name of compared) {
    expect(viaNginx.headers[name], `${name} of ${path}`).toBe(npmStart.headers[name]);
  }
  if (npmStart.status === 200 || npmStart.status === 404) {
    const mediaType = (answer: Answer) => answer.headers["content-type"]?.split(";")[0];
    expect(mediaType(viaNginx), `type of ${path}`).toBe(mediaType(npmStart));
  }
  if (npmStart.status === 404)
    expect(viaNginx.body, `not-found page of ${path}`).toBe(npmStart.body);
}

for (const path of urls) {
  test(`nginx answers ${path.slice(0, 60)} as npm start does`, async ({ request, baseURL }) => {
    const npmStart = await fetchAnswer(request, `${baseURL}${path}`, "GET");
    const viaNginx = await fetchAnswer(request, `${nginxBase}${path}`, "GET");
    expectSameAnswer(path, npmStart, viaNginx);
  });
}

for (const path of rawUrls) {
  test(`nginx answers the raw target ${path.slice(0, 40)} as npm start does`, async ({
    baseURL,
  }) => {
    expectSameAnswer(path, await rawRequest(baseURL!, path), await rawRequest(nginxBase, path));
  });
}

for (const path of ["/", "/zh/no-such-page"]) {
  test(`nginx refuses a POST to ${path} as npm start does`, async ({ request, baseURL }) => {
    const npmStart = await fetchAnswer(request, `${baseURL}${path}`, "POST");
    expect(npmStart.status).toBe(405);
    expectSameAnswer(path, npmStart, await fetchAnswer(request, `${nginxBase}${path}`, "POST"));
  });
}

test("nginx passes a request to the intake, with its answer and headers, and only there takes a POST", async ({
  request,
}) => {
  // The proof of work as the form's island makes it: a challenge through nginx, solved here.
  const proof = async () => {
    const challenge = (await (
      await request.get(`${nginxBase}${CHALLENGE_PATH}`)
    ).json()) as Challenge;
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  };
  const send = async (key: string, origin = nginxBase) =>
    request.post(`${nginxBase}${INTAKE_PATH}`, {
      headers: { Origin: origin, "Idempotency-Key": key, "Content-Type": "application/json" },
      data: {
        kind: "contact",
        locale: "en",
        name: "Ada",
        email: "ada@example.com",
        message: "Via nginx.",
        [PROOF_FIELD]: await proof(),
      },
    });
  const sent = await send("nginx-key-000000000001");
  expect(sent.status()).toBe(201);
  expect((await sent.json()) as { reference: string }).toMatchObject({
    reference: expect.stringMatching(/^HL-/),
  });
  expect(sent.headers()["strict-transport-security"]).toMatch(/max-age=/);
  expect((await send("nginx-key-000000000002", "https://evil.example")).status()).toBe(403);
  expect((await request.post(`${nginxBase}/api/other`)).status()).toBe(405);
});

test("nginx answers single byte ranges as npm start does", async ({ baseURL }) => {
  // A suffix longer than the file selects all of it (RFC 9110 §14.1.3); a start past the end is
  // unsatisfiable. Several ranges differ on purpose: nginx sends multipart/byteranges, npm start
  // the whole file.
  const file = "/robots.txt";
  const { body } = await rawRequest(baseURL!, file);
  for (const range of ["bytes=0-9", "bytes=-10", `bytes=-${body.length + 30}`, "bytes=9999-"]) {
    const npmStart = await rawRequest(baseURL!, file, "GET", { Range: range });
    const viaNginx = await rawRequest(nginxBase, file, "GET", { Range: range });
    expect(viaNginx.status, range).toBe(npmStart.status);
    expect(viaNginx.headers["content-range"], range).toBe(npmStart.headers["content-range"]);
    if (npmStart.status === 206) expect(viaNginx.body, range).toBe(npmStart.body);
  }
});

test("nginx rejects what it cannot parse before its configuration runs", async ({ baseURL }) => {
  // A dot segment above the root and an encoded NUL: npm start answers its root not-found page,
  // nginx a 400 of its own before any directive applies. Both are refusals; neither is a file.
  for (const path of ["/%2e%2e/", "/%00"]) {
    expect((await rawRequest(baseURL!, path)).status, path).toBe(404);
    expect((await rawRequest(nginxBase, path)).status, path).toBe(400);
  }
});

test("nginx keeps the client's spelling in a trailing-slash redirect", async ({ baseURL }) => {
  // npm start re-encodes the path (`%3A`), nginx repeats the request's bytes: the same address.
  const npmStart = await rawRequest(baseURL!, "/a:b/");
  const viaNginx = await rawRequest(nginxBase, "/a:b/");
  expect([npmStart.status, viaNginx.status]).toEqual([301, 301]);
  expect(npmStart.headers.location).toBe("/a%3Ab");
  expect(viaNginx.headers.location).toBe("/a:b");
});

test("the committed deploy/nginx.conf passes nginx -t", () => {
  const checkDir = mkdtempSync(join(tmpdir(), "nginx-check-"));
  try {
    writeFileSync(
      join(checkDir, "nginx.conf"),
      nginxMainConfig(checkDir, committedHostFiles()["deploy/nginx.conf"]!),
    );
    const check = spawnSync(NGINX!, ["-t", "-p", checkDir, "-c", join(checkDir, "nginx.conf")], {
      encoding: "utf8",
    });
    expect(check.status, check.stderr).toBe(0);
  } finally {
    rmSync(checkDir, { recursive: true, force: true });
  }
});
