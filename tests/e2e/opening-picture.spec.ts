// A page that opens with a picture carries it inside when the page still fits the first round
// trip (scripts/build/opening-picture.ts): drawn with no request for the file, and kept as it
// is by hydration. Otherwise the page names the file, as every page reached by a link does.
import { locales } from "../../app/i18n/locales";

import { expect, followLink, test } from "./fixtures";
import { pagesOf } from "./site";

const opening = 'img[fetchpriority="high"]';
const pages = (["service", "project", "article", "projects", "blog"] as const).flatMap((kind) =>
  locales.map((locale) => pagesOf(kind, locale)[0]!.path),
);

for (const path of pages) {
  test(`${path} draws its opening picture, and hydration keeps the address the HTML gave`, async ({
    page,
    request,
    visit,
  }) => {
    const html = await (await request.get(path)).text();
    const src = new RegExp(`<img[^>]*src="([^"]+)"[^>]*fetchPriority="high"`).exec(html)?.[1];
    expect(src).toBeDefined();
    const files: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "image" && !r.url().startsWith("data:")) files.push(r.url());
    });
    await visit(path);
    const picture = page.locator(opening);
    await expect(picture).toHaveAttribute("src", src!);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The data the page hydrated with names the same address, so React renders what the HTML has.
    const loaderData = await page.evaluate(() =>
      JSON.stringify(
        (window as unknown as { __reactRouterDataRouter: { state: { loaderData: unknown } } })
          .__reactRouterDataRouter.state.loaderData,
      ),
    );
    expect(loaderData).toContain(JSON.stringify(src).slice(1, -1));
    if (src!.startsWith("data:")) {
      // The only image files asked for are the page's other pictures.
      const others = [...html.matchAll(/<img[^>]*src="(\/[^"]+)"/g)].map((m) => m[1]!);
      expect(files.map((url) => new URL(url).pathname).filter((f) => !others.includes(f))).toEqual(
        [],
      );
      const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)];
      expect(preloaded.map((m) => m[1]!).filter((f) => !others.includes(f))).toEqual([]);
    }
  });
}

test("every service page and every list of case studies or articles fits the first round trip with its picture inside", async ({
  request,
}) => {
  for (const { path } of [...pagesOf("service"), ...pagesOf("projects"), ...pagesOf("blog")]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(
      /<img[^>]*src="data:image\/svg\+xml,[^"]*"[^>]*fetchPriority="high"/,
    );
  }
});

test("a page reached by a link draws its opening picture from the file", async ({
  page,
  visit,
}) => {
  const [from, to] = [pagesOf("home", "en")[0]!.path, pagesOf("service", "en")[0]!.path];
  await visit(from);
  await followLink(page, to);
  const picture = page.locator(opening);
  await expect(picture).toHaveAttribute("src", /^\/assets\/.+\.svg$/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
