// The site icon is a fingerprinted file, cached for good: the browser asks for it after the page,
// at its lowest priority, and never again while it lasts. Inside the page it cost every page about
// 140 bytes of the first round trip.
import { readFileSync } from "node:fs";

import { expect, followLink, test } from "./fixtures";
import { pagesOf } from "./site";

const iconFile = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8").trim();

test("every page names the same icon file, the site's icon, cached for good", async ({
  page,
  visit,
  request,
}) => {
  const [home, about] = [pagesOf("home", "en")[0]!.path, pagesOf("about", "en")[0]!.path];
  await visit(home);
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  await expect(icon).toHaveAttribute("type", "image/svg+xml");
  const href = (await icon.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/assets\/favicon-[\w-]+\.svg$/);

  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect((await response.text()).trim()).toBe(iconFile);

  await followLink(page, about);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", href);
});

test("the icon file stays at its old address for those who link to it", async ({ request }) => {
  const response = await request.get("/favicon.svg");
  expect(response.status()).toBe(200);
  expect((await response.text()).trim()).toBe(iconFile);
});
