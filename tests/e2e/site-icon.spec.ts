// The site icon comes inside each page, so a first visit asks for nothing but the page while it is
// drawn: a request for the icon would start then, and on a phone cost one more round trip.
import { readFileSync } from "node:fs";

import { expect, followLink, test } from "./fixtures";
import { pagesOf } from "./site";

const iconFile = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8").trim();

test("the page carries the site's icon inline, and so does the next page a link loads; the browser asks for no icon file", async ({
  page,
  visit,
}) => {
  const iconRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/favicon|\.ico$/.test(new URL(request.url()).pathname)) iconRequests.push(request.url());
  });
  const [home, about] = [pagesOf("home", "en")[0]!.path, pagesOf("about", "en")[0]!.path];
  await visit(home);
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  const href = (await icon.getAttribute("href")) ?? "";
  expect(href).toMatch(/^data:image\/svg\+xml,/);
  expect(decodeURIComponent(href.slice(href.indexOf(",") + 1))).toBe(iconFile);

  // The next page, reached by a link, carries the same icon.
  await followLink(page, about);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", href);
  expect(iconRequests).toEqual([]);
});

test("the icon file stays for those who link to it", async ({ request }) => {
  const response = await request.get("/favicon.svg");
  expect(response.status()).toBe(200);
  expect((await response.text()).trim()).toBe(iconFile);
});
