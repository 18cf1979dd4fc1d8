import type { Page } from "@playwright/test";

import { expect, followLink, test, waitForHydration } from "./fixtures";
import { messages, pagesOf } from "./site";

// A missing string shows as its key and warns in the console, which fails any browser test
// (fixtures.ts). These tests check that each page gets the strings it shows, and only those.

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

test("a page loads the strings of its own language and of what it shows, nothing more", async ({
  page,
}) => {
  const files = stringFiles(page);
  // Every page shows the theme control (drawn when the visitor acts): its strings come once the
  // page is idle, as do the home page's sections below the hero and theirs.
  for (const [path, parts] of [
    [first("home"), ["site", "hero", "home"]],
    // The careers page's part carries its role cards' facts; a role's page needs none of the list's.
    [first("careers"), ["site", "careers"]],
    [first("role"), ["site", "role"]],
    [first("article"), ["site", "blog"]],
    [first("policy"), ["site"]],
  ] as const) {
    files.length = 0;
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(files.sort(), path).toEqual(
      [...parts, "theme"].map((part) => `strings-zh-${part}`).sort(),
    );
  }
});

test("pages reached by links, from a page with the fewest strings, show all of their own", async ({
  page,
  visit,
}) => {
  await visit(first("policy"));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const files = stringFiles(page);

  // Each page in turn, and something it shows in strings of its own.
  const title = (name: string) => page.getByRole("heading", { level: 1, name, exact: true });
  const heading = (name: string) => page.getByRole("heading", { name });
  for (const [kind, shown] of [
    ["about", heading(zh.about.leadershipTitle)],
    ["careers", title(zh.careers.title)],
    ["role", heading(zh.role.responsibilities)],
    ["blog", title(zh.blog.title)],
    ["article", page.getByRole("list", { name: zh.blog.tags })],
    ["projects", title(zh.projects.title)],
    ["project", heading(zh.projects.challenge)],
    ["service", heading(zh.services.whatWeProvide)],
    ["home", title(zh.hero.title)],
  ] as const) {
    await followLink(page, first(kind));
    await expect(shown, kind).toBeVisible();
  }
  await expect(page.getByRole("button", { name: zh.contact.submit })).toBeVisible();

  // Every page was drawn in the same document, each part of the strings fetched once.
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(new Set(files).size).toBe(files.length);
  expect(files.sort()).toEqual(
    ["about", "careers", "blog", "projects", "services", "hero", "home"]
      .map((p) => `strings-zh-${p}`)
      .sort(),
  );
});

test("when a page's strings cannot be had, its link loads it as a new document", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
  await visit(first("policy"));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  let failed = false;
  await page.route(/\/assets\/strings-zh-careers-/, async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.abort("failed");
  });
  await followLink(page, first("careers"));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(zh.careers.title);
  expect(failed).toBe(true);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
});
