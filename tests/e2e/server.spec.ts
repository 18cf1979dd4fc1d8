import { request as httpRequest } from "node:http";

import { expect, test } from "@playwright/test";

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
  test(`an odd URL (${path.slice(0, 30)}) gets 404 or 400, never a file outside the site`, async ({
    baseURL,
  }) => {
    const { status, body } = await rawGet(baseURL!, path);
    expect([400, 404]).toContain(status);
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

test("text responses are compressed", async ({ request }) => {
  const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["content-encoding"]).toBe("gzip");
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

test("the link-preview image every page names is served", async ({ request }) => {
  const html = await (await request.get("/projects/streamview")).text();
  const image = /<meta property="og:image" content="https:\/\/[^/]+(\/[^"]+)"/.exec(html)![1]!;
  const response = await request.get(image);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});
