import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from "node:zlib";

import { expect, test } from "@playwright/test";

import { FIRST_ROUND_TRIP_BYTES } from "../../scripts/host/headers";

import { freePort } from "./free-port";
import { brandCardPath } from "./site";

/** A GET with the path sent byte for byte, as a hostile client would (browsers normalise dot segments). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

// What a crawler or a link preview gets: the HTML as served, before any script runs.

test("the home page's HTML holds its text", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain("We craft exceptional digital experiences");
  expect(html).toContain("Premium Software Development");
  expect(html).toMatch(/<title>[^<]+<\/title>/);
});

test("an unknown path answers 404 with the 404 page in the HTML", async ({ request }) => {
  const response = await request.get("/some/unknown/page");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  expect(await response.text()).toContain(
    "Oops! The page you&#x27;re looking for doesn&#x27;t exist or has been moved.",
  );
});

test("the not-found files are not pages of their own", async ({ request }) => {
  for (const path of ["/404", "/404.html", "/zh/404"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

for (const path of [
  "/%2e%2e/",
  "/%2e%2e/package.json",
  "/..%2f..%2fetc%2fpasswd",
  "/services/%00",
  "/%E0%A4%A",
  `/${"a".repeat(5000)}`,
]) {
  test(`an odd URL (${path.slice(0, 30)}) gets 400, 404 or 414, never a file outside the site`, async ({
    baseURL,
  }) => {
    const { status, body } = await rawGet(baseURL!, path);
    expect([400, 404, 414]).toContain(status);
    expect(body).not.toContain('"devDependencies"');
    expect(body).not.toContain("root:x:0:0");
  });
}

test("hashed assets are cached for a year, pages revalidate", async ({ request }) => {
  const page = await request.get("/");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  const asset = (await page.text()).match(/\/assets\/[^"]+\.js/)![0];
  const script = await request.get(asset);
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a page's response headers leave the first round trip to the page", async ({ baseURL }) => {
  for (const path of ["/", "/zh", "/es/privacy", "/no-such-page"]) {
    const response = await rawRequest(baseURL!, path, { "Accept-Encoding": "br" });
    expect(response.headers["content-encoding"], path).toBe("br");
    // What the build leaves a page of the 14,600 bytes of the first round trip assumes this.
    expect(response.headerBytes, path).toBeLessThanOrEqual(14_600 - FIRST_ROUND_TRIP_BYTES);
  }
});

test("text goes out compressed in the best encoding the client takes, with the same headers and bytes", async ({
  baseURL,
}) => {
  const home = await rawRequest(baseURL!, "/", { "Accept-Encoding": "identity" });
  const script = `/${/"\/(assets\/[^"]+\.js)"/.exec(home.body.toString())![1]}`;
  const missing = await rawRequest(baseURL!, "/no-such-page", { "Accept-Encoding": "identity" });
  const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
  const smallest = {
    br: (data: Buffer) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    gzip: (data: Buffer) => gzipSync(data, { level: 9 }),
  };
  for (const [path, plain] of [
    ["/", home],
    [script, await rawRequest(baseURL!, script, { "Accept-Encoding": "identity" })],
    ["/no-such-page", missing],
  ] as const) {
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
    ] as const) {
      const response = await rawRequest(baseURL!, path, { "Accept-Encoding": accept });
      expect(response.status, `${path} ${accept}`).toBe(plain.status);
      expect(response.headers["content-encoding"], `${path} ${accept}`).toBe(encoding);
      expect(response.headers["vary"], path).toMatch(/Accept-Encoding/i);
      for (const name of ["content-type", "content-security-policy", "cache-control"]) {
        expect(response.headers[name], `${path} ${name}`).toBe(plain.headers[name]);
      }
      expect(decoders[encoding](response.body).equals(plain.body), `${path} ${accept}`).toBe(true);
      // As small as the encoding gets: compressed once at its highest level, not per request.
      expect(response.length, `${path} ${accept}`).toBeLessThanOrEqual(
        smallest[encoding](plain.body).length,
      );
    }
  }
  // The compressed copies are not files of the site.
  for (const path of ["/index.html.br", `${script}.gz`, "/zh.html.gz"]) {
    expect((await rawRequest(baseURL!, path)).status, path).toBe(404);
  }
});

test("a trailing slash redirects to the one URL of the page", async ({ request }) => {
  const response = await request.get("/zh/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/zh");
});

test("directories are never listed", async ({ request }) => {
  const response = await request.get("/assets", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  // The 404 page, not a list of the folder's files.
  expect(await response.text()).toContain("Oops!");
});

test("a page's link-preview image is served", async ({ request }) => {
  const html = await (await request.get("/projects/streamview")).text();
  const image = /<meta property="og:image" content="https:\/\/[^/]+(\/[^"]+)"/.exec(html)![1]!;
  const response = await request.get(image);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});

/** A raw request with extra headers: status, headers and body length as the server sent them. */
function rawRequest(
  baseURL: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  length: number;
  body: Buffer;
  /** The status line and header block as sent, in bytes. */
  headerBytes: number;
}> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        }
        const headerBytes = Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          length: body.length,
          body,
          headerBytes,
        });
      });
    });
    req.setTimeout(5000, () => req.destroy(new Error(`no answer for ${path}`)));
    req.on("error", reject);
    req.end();
  });
}

test("no redirect ever leaves the site, whatever the request target holds", async ({ baseURL }) => {
  const targets = [
    "//evil.com/",
    "///evil.com/",
    "//x//evil.com/",
    "/x//evil.com/",
    "/\\evil.com/",
    "/%5Cevil.com/",
    "/%2F%2Fevil.com/",
    "/%2F/evil.com/",
    "/.//evil.com/",
    "/%2e%2e//evil.com/",
    "/%09/evil.com/",
    "/%0d%0aLocation:%20https://evil.com/",
    "/https:/evil.com/",
    "/@evil.com/",
    "/zh//evil.com/",
    "/projects/..//evil.com/",
  ];
  for (const target of targets) {
    const { status, headers } = await rawRequest(baseURL!, target);
    expect([301, 400, 404], target).toContain(status);
    const location = headers.location as string | undefined;
    if (location) {
      expect(location, target).toMatch(/^\/[^/\\]/);
      expect(new URL(location, "https://www.hajarlabs.ae/").host).toBe("www.hajarlabs.ae");
    }
  }
});

test("byte ranges follow RFC 9110", async ({ baseURL }) => {
  const file = brandCardPath;
  const whole = await rawRequest(baseURL!, file);
  expect(whole.status).toBe(200);

  const first = await rawRequest(baseURL!, file, { Range: "bytes=0-99" });
  expect(first.status).toBe(206);
  expect(first.body).toEqual(whole.body.subarray(0, 100));

  const suffix = await rawRequest(baseURL!, file, { Range: "bytes=-100" });
  expect(suffix.status).toBe(206);
  expect(suffix.body).toEqual(whole.body.subarray(whole.length - 100));
  expect(suffix.headers["content-range"]).toBe(
    `bytes ${whole.length - 100}-${whole.length - 1}/${whole.length}`,
  );

  const unsatisfiable = await rawRequest(baseURL!, file, { Range: `bytes=${whole.length + 10}-` });
  expect(unsatisfiable.status).toBe(416);
  expect(unsatisfiable.headers["content-range"]).toBe(`bytes */${whole.length}`);

  // Invalid range headers are ignored: the whole file, never a hung socket.
  for (const range of ["bytes=5-1", "bytes=abc", "lines=0-1", "bytes=9999999999999999999999-"]) {
    const response = await rawRequest(baseURL!, file, { Range: range });
    expect([200, 416], range).toContain(response.status);
    if (response.status === 200) expect(response.length, range).toBe(whole.length);
  }
});

test("a suffix range longer than the file selects the whole file", async ({ baseURL }) => {
  // RFC 9110 §14.1.3: "If the selected representation is shorter than the specified
  // suffix-length, the entire representation is used."
  const file = "/robots.txt";
  const whole = await rawRequest(baseURL!, file);
  expect(whole.status).toBe(200);
  const suffix = await rawRequest(baseURL!, file, { Range: `bytes=-${whole.length + 30}` });
  expect(suffix.status).toBe(206);
  expect(suffix.headers["content-range"]).toBe(`bytes 0-${whole.length - 1}/${whole.length}`);
  expect(suffix.body).toEqual(whole.body);
});

test("host files and second spellings of pages are not served", async ({ request }) => {
  for (const path of [
    "/_headers",
    "/_redirects",
    "/index",
    "/index.html",
    "/projects.html",
    "/zh.html",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test("aborted downloads leave no file open in the server", async () => {
  const port = await freePort("localhost");
  const server = spawn(process.execPath, ["scripts/host/serve.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "localhost" },
    stdio: "ignore",
  });
  try {
    const base = `http://localhost:${port}`;
    await expect
      .poll(() =>
        rawRequest(base, "/").then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);
    const openFiles = () => readdirSync(`/proc/${server.pid}/fd`).length;
    const before = openFiles();
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(Array.from({ length: 50 }, () => abortAfterHeaders(base, brandCardPath)));
    }
    await expect.poll(openFiles, { timeout: 5000 }).toBeLessThanOrEqual(before + 2);
  } finally {
    server.kill();
  }
});

/** Starts a download without compression, then hangs up as soon as the headers arrive. */
function abortAfterHeaders(baseURL: string, path: string): Promise<void> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    const req = httpRequest(
      { hostname, port, path, headers: { "Accept-Encoding": "identity" } },
      (res) => {
        res.destroy();
        req.destroy();
        resolve();
      },
    );
    req.on("error", () => resolve());
    req.end();
  });
}
