import type { Page } from "@playwright/test";

import { expect, test, wakeIsland } from "./fixtures";
import { messages, pagesOf } from "./site";

// A missing string shows as its key and warns in the console, which fails any browser test
// (fixtures.ts). This checks that an island gets the strings it shows, and only those, when it
// wakes: the prerendered page holds every word already.

const zh = messages.zh;
const first = (kind: Parameters<typeof pagesOf>[0]) => pagesOf(kind, "zh")[0]!.path;

/** The interface-string files the page asks for from now on. */
function stringFiles(page: Page) {
  const files: string[] = [];
  page.on("request", (request) => {
    const file = /\/assets\/(strings-[a-z]+-[a-z]+)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (file) files.push(file);
  });
  return files;
}

test("no strings load before the visitor acts; an island brings its own, each part once", async ({
  page,
}) => {
  const files = stringFiles(page);
  await page.goto(first("home"));
  await page.waitForLoadState("networkidle");
  expect(files).toEqual([]);

  // The contact form brings its strings (with the intake's answers) and the office hours' for its
  // line about them; the office hours beside it, in view now, share that part.
  await wakeIsland(page, "contact-form");
  await page.waitForLoadState("networkidle");
  const expected = ["contact", "hours"].map((p) => `strings-zh-${p}`).sort();
  expect(files.sort()).toEqual(expected);
  await expect(page.getByRole("button", { name: zh.contact.submitEndpoint })).toBeVisible();
});
