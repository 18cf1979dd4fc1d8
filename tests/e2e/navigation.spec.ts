// Between pages: a link is a document load, drawn ahead on intent by the speculation rules and
// joined by a view transition that slides from the end the page reads towards, mirrored in
// Arabic and off under reduced motion.
import type { Page } from "@playwright/test";

import {
  eagernessFor,
  PRERENDER_ON_ARRIVAL,
  SPECULATION_RULES,
} from "../../app/components/layout/speculation-rules.behaviour";
import { expect, recordViolations, test } from "./fixtures";
import { messages } from "./site";

/**
 * The page revealed (its path), whether a transition ran, where the new page's slide starts (px:
 * + from the right), and how opaque the new page is in the transition's first frame.
 */
type Reveal = {
  path: string;
  transition: boolean;
  newFrom: number | null;
  newOpacity?: number;
};

/**
 * From the next document on, what its view transition does as it is revealed: whether there is
 * one, and the horizontal shift the new page's animation starts from.
 */
async function recordReveals(page: Page) {
  await page.addInitScript(() => {
    addEventListener("pagereveal", (event) => {
      const transition = (event as Event & { viewTransition: ViewTransition | null })
        .viewTransition;
      const path = location.pathname;
      const save = (reveal: Reveal) => sessionStorage.setItem("reveal", JSON.stringify(reveal));
      if (!transition) return save({ path, transition: false, newFrom: null });
      void transition.ready.then(() => {
        const entering = document
          .getAnimations()
          .map((a) => a.effect as KeyframeEffect)
          .find((effect) => effect.pseudoElement === "::view-transition-new(root)");
        const first = entering?.getKeyframes()[0];
        const from = first?.translate;
        save({
          path,
          transition: true,
          newFrom: typeof from === "string" ? parseFloat(from) : null,
          // A keyframe that does not name the opacity leaves the page's own, which is 1.
          newOpacity: first?.opacity === undefined ? 1 : Number(first.opacity),
        });
      });
    });
  });
  return async () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem("reveal") ?? "null") as Reveal | null);
}

/** Follows the first link to a case study; the path it leads to. */
async function followFirstCaseStudyLink(page: Page, path: string) {
  const link = page.locator(`main a[href^="${path}"]`).first();
  const href = (await link.getAttribute("href"))!;
  await link.hover();
  await link.click();
  return href;
}

/**
 * Opens the list of case studies at `projects`, follows its first link to one, and gives how the
 * view transition revealed that page once it ran.
 */
async function revealOfFirstCaseStudy(
  page: Page,
  visit: (path: string) => Promise<unknown>,
  projects: string,
) {
  const reveal = await recordReveals(page);
  await visit(projects);
  const path = await followFirstCaseStudyLink(page, `${projects}/`);
  await expect.poll(reveal).toMatchObject({ path, transition: true });
  return (await reveal())!;
}

// The prerendering itself is in prerender.spec.ts: Chrome turns it off for a page Playwright
// drives.
test("the page adds the rules for its browser within its policy, and none for a visitor saving data", async ({
  page,
  visit,
}) => {
  const violations = await recordViolations(page);
  const rules = page.locator('head script[type="speculationrules"]');
  await visit("/projects");
  await expect(rules).toHaveCount(1);
  expect(await violations()).toEqual([]);
  expect(await rules.textContent()).toBe(SPECULATION_RULES);
  // This browser says it is a desktop Chromium past 141: it prerenders a link as the pointer
  // arrives on it, which the root's attribute turns on.
  const agent = await page.evaluate(() =>
    (navigator as { userAgentData?: { toJSON(): object } }).userAgentData?.toJSON(),
  );
  expect(eagernessFor(agent)).toBe("eager");
  await expect(page.locator("html")).toHaveAttribute(PRERENDER_ON_ARRIVAL);

  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true } }),
  );
  await visit("/projects");
  // The page's module has run, and added no rules.
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((e) => e.name.includes("/entry.client-")),
  );
  await page.waitForLoadState("networkidle");
  await expect(rules).toHaveCount(0);
});

test("the next page slides in from the reading end: from the right in English", async ({
  page,
  visit,
}) => {
  expect((await revealOfFirstCaseStudy(page, visit, "/projects")).newFrom).toBeGreaterThan(0);
});

test("the next page is shown in the transition's first frame, not faded in from nothing", async ({
  page,
  visit,
}) => {
  expect((await revealOfFirstCaseStudy(page, visit, "/projects")).newOpacity).toBe(1);
});

test("in Arabic the slide is mirrored: the next page comes in from the left", async ({
  page,
  visit,
}) => {
  expect((await revealOfFirstCaseStudy(page, visit, "/ar/projects")).newFrom).toBeLessThan(0);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("pages change at once, with no transition", async ({ page, visit }) => {
    const reveal = await recordReveals(page);
    await visit("/projects");
    // The first page's own reveal is recorded too: only the next page's answers the question.
    const path = await followFirstCaseStudyLink(page, "/projects/");
    await expect.poll(reveal).toEqual({ path, transition: false, newFrom: null });
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
      messages.en.projects.title,
    );
  });
});
