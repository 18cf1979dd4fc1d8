// On a phone the home page's selected work is far below the first screen, but within the
// distance at which Chromium starts lazy images (up to 4,000 px on a connection it judges slow,
// 3,000 when it cannot tell, as under Lighthouse): without care its pictures were requested while
// the first screen was drawn, and a phone's first paint waited on them.
import { launchOptions } from "../../playwright.config";

import { expect, test } from "./fixtures";
import { messages } from "./site";

test.use({
  viewport: { width: 412, height: 823 },
  launchOptions: {
    ...launchOptions,
    args: [...launchOptions.args, "--force-effective-connection-type=Slow-2G"],
  },
});

for (const locale of ["en", "zh", "es"] as const) {
  const home = locale === "en" ? "/" : `/${locale}`;
  test(`${home}: the selected work's pictures load when the visitor nears them, not with the first screen`, async ({
    page,
    visit,
  }) => {
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    });
    await visit(home, { axe: false });
    await page.waitForLoadState("networkidle");
    const work = page.getByRole("region", { name: messages[locale].work.title });
    const pictures = work.getByRole("img");
    const sources = await pictures.evaluateAll((imgs) =>
      imgs.map((img) => new URL((img as HTMLImageElement).src).pathname),
    );
    expect(sources.length).toBeGreaterThan(0);
    expect(images.filter((path) => sources.includes(path))).toEqual([]);

    await work.getByRole("heading", { level: 2 }).scrollIntoViewIfNeeded();
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
}
