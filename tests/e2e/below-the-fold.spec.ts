// On a phone the home page's selected work is far below the first screen, but within the
// distance at which Chromium starts lazy images (up to 4,000 px on a connection it judges slow,
// 3,000 when it cannot tell, as under Lighthouse): without care its pictures were requested while
// the first screen was drawn, and a phone's first paint waited on them.
import { launchOptions } from "../../playwright.config";

import type { Locator, Page } from "@playwright/test";

import { expect, test, pageLoaded } from "./fixtures";
import { homePerDirection, messages, pagesOf } from "./site";

test.use({
  viewport: { width: 412, height: 823 },
  launchOptions: {
    ...launchOptions,
    args: [...launchOptions.args, "--force-effective-connection-type=Slow-2G"],
  },
});

// The same markup in every language: a home page per reading direction.
for (const { path: home, locale } of homePerDirection) {
  test(`${home}: the selected work's pictures load when the visitor nears them, not with the first screen`, async ({
    page,
    visit,
  }) => {
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    });
    await visit(home);
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

// On the home page as first loaded, the selected work and the contact section are laid out only as
// the visitor nears them; once React has taken over they are laid out as usual
// (docs/how-a-page-loads.md).
const homes = pagesOf("home");

/** Whether a block's contents are laid out and drawn, rather than skipped until it is near. */
function drawn(block: Locator) {
  return block
    .getByRole("link")
    .first()
    .evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
}

/** Where the top of the contact section stands in the window, and where a link to it puts it. */
async function contactTop(page: Page) {
  return page.locator("#contact").evaluate((section) => ({
    top: section.getBoundingClientRect().top,
    landing: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  }));
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

for (const home of homes) {
  const { path, locale } = home;
  const work = (page: Page) => region(page, messages[locale].work.title);
  // How the sections are laid out is the same markup in every language: checked once for each
  // reading direction. Their stand-in heights hold each language's own text.
  const behaviour = homePerDirection.includes(home);

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const section of behaviour ? (["work", "contact"] as const) : []) {
      const name = messages[locale][section].title;
      test(`${path}: as first loaded, “${name}” is laid out as the visitor nears it`, async ({
        page,
      }) => {
        // Loaded, without scripts: nothing but the visitor can bring the section near.
        await page.goto(path, { waitUntil: "load" });
        expect(await drawn(region(page, name))).toBe(false);
        await region(page, name).scrollIntoViewIfNeeded();
        await expect.poll(() => drawn(region(page, name))).toBe(true);
      });
    }

    test(`${path}: the work and contact sections' stand-in heights hold them at every width`, async ({
      page,
    }) => {
      // Until it is laid out, a section takes its stand-in height (`contain-intrinsic-size`): one
      // shorter than the section moves what follows when it is drawn. Longer text, edited at
      // /admin, fails here first. The sections are laid out as if near, at each width in turn.
      await page.goto(path);
      for (const section of ["work", "contact"] as const)
        await region(page, messages[locale][section].title).evaluate((element: HTMLElement) => {
          element.style.contentVisibility = "visible";
        });
      for (const width of [280, 320, 360, 412, 640, 767, 768, 1023, 1024, 1280, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        for (const section of ["work", "contact"] as const) {
          const { height, standIn } = await region(page, messages[locale][section].title).evaluate(
            (element) => ({
              height: element.getBoundingClientRect().height,
              standIn: getComputedStyle(element).containIntrinsicHeight,
            }),
          );
          // Soft: a failure names every width and section that needs a taller stand-in.
          expect.soft(standIn, `${section} at ${width} px`).toMatch(/^auto \d+px$/);
          expect
            .soft(parseFloat(standIn.slice("auto ".length)), `${section} at ${width} px`)
            .toBeGreaterThanOrEqual(height);
        }
      }
    });

    if (behaviour)
      test(`${path}: a jump past the selected work keeps still what it lands on as the work is laid out`, async ({
        page,
      }) => {
        // As find-in-page or a keyboard jump would, before the scripts have run.
        await page.goto(path);
        await page
          .locator("#contact")
          .evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
        await expect.poll(() => drawn(work(page))).toBe(true);
        // Laid out now, the work has its own height: only the browser's anchoring keeps the contact
        // section where the jump put it.
        const { landing } = await contactTop(page);
        expect(landing).toBeGreaterThan(0);
        await expect
          .poll(async () => Math.abs((await contactTop(page)).top - landing))
          .toBeLessThanOrEqual(1);
      });
  });

  if (behaviour)
    test(`${path}#contact: a load lands on the contact section, below the header`, async ({
      page,
    }) => {
      await page.goto(`${path}#contact`);
      await pageLoaded(page);
      const { landing } = await contactTop(page);
      expect(landing).toBeGreaterThan(0);
      await expect
        .poll(async () => Math.abs((await contactTop(page)).top - landing))
        .toBeLessThanOrEqual(1);
    });
}

test("going back to the home page shows it where the visitor was, below the selected work", async ({
  page,
  visit,
}) => {
  await visit("/");
  // Down the page as a visitor scrolls it, past the selected work to the footer.
  await region(page, messages.en.work.title).scrollIntoViewIfNeeded();
  const about = page
    .getByRole("contentinfo")
    .getByRole("link", { name: messages.en.footer.aboutUs, exact: true });
  await about.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  const { top } = await contactTop(page);
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  // Back, as a document load: the test browser keeps no page in its back/forward cache, which
  // would bring the page back as it was.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // Where the visitor was: the contact section where it stood. (The offset itself may differ: the
  // selected work above the view is not laid out and stands at its stand-in height, which the
  // browser's scroll anchoring makes up for.)
  await expect
    .poll(async () => Math.abs((await contactTop(page)).top - top))
    .toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before);
});

// The footer is laid out with the page: scripts, extensions and assistive tools that read it find
// its text at once.
const aboutPages = pagesOf("about");

for (const { path, locale } of aboutPages) {
  test(`${path}: the footer's text can be read as soon as the page is loaded`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    const text = await page.getByRole("contentinfo").evaluate((f) => (f as HTMLElement).innerText);
    expect(text).toContain(messages[locale].footer.aboutUs);
  });
}

test("a reload at the very bottom of a page shows the bottom again", async ({ page, visit }) => {
  await visit(aboutPages[0]!.path);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  await page.reload();
  await pageLoaded(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
  // Nothing left to scroll: the page's bottom is at the bottom of the window.
  const below = await page.evaluate(
    () => document.documentElement.scrollHeight - window.scrollY - window.innerHeight,
  );
  expect(below).toBeLessThanOrEqual(1);
});
