import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import type { Locator, Page } from "@playwright/test";
import { parse, stringify } from "yaml";

import { projectFile, siteFile } from "../../app/content/schema/index.ts";
import { parseFile } from "../../app/content/schema/fields.ts";
import { localeInfo } from "../../app/i18n/locales.ts";
import { expect, test } from "./fixtures";
import { site } from "../../app/content/site";

import { escapeRegExp } from "./site";

// The content editor against the built site, with Sveltia CMS's test backend: it reads and writes
// the repository in the browser's origin-private file system, which the test fills with the
// project's own content files first. Nothing leaves the machine.
const root = fileURLToPath(new URL("../..", import.meta.url));
const contentDir = join(root, "app/content");
const repoFolder = "sveltia-cms-test";
const newHero =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900"><rect width="1600" height="900" fill="#5b4dff"/></svg>';
const streamviewFile = "app/content/projects/streamview/index.json";
const streamview = projectFile.entry(
  parseFile(
    streamviewFile,
    JSON.parse(readFileSync(join(root, streamviewFile), "utf8")),
    projectFile.schema,
  ),
);

/** Every content file the editor works on, by path from the project root. */
function contentFiles(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(contentDir, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(json|md|svg|png)$/.test(f))
      .map((f) => [relative(root, join(contentDir, f)), readFileSync(join(contentDir, f), "utf8")]),
  );
}

/** Puts files into the origin's private file system, where the test backend reads them. */
async function seedRepository(page: Page, files: Record<string, string>) {
  await page.goto("/robots.txt");
  await page.evaluate(
    async ({ folder, files }) => {
      const rootDir = await navigator.storage.getDirectory();
      await rootDir.removeEntry(folder, { recursive: true }).catch(() => {});
      const repo = await rootDir.getDirectoryHandle(folder, { create: true });
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split("/");
        let dir = repo;
        for (const part of parts.slice(0, -1)) {
          dir = await dir.getDirectoryHandle(part, { create: true });
        }
        const handle = await dir.getFileHandle(parts.at(-1)!, { create: true });
        const writable = await handle.createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { folder: repoFolder, files },
  );
}

/** A file as the editor saved it into the test repository. */
async function readRepositoryFile(page: Page, path: string): Promise<string> {
  return page.evaluate(
    async ({ folder, path }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      const parts = path.split("/");
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
    },
    { folder: repoFolder, path },
  );
}

/**
 * An accessible name as the editor writes it: it wraps inserted words in Unicode isolates
 * (U+2068, U+2069) for mixed-direction text, so `Edit English Content` is matched with or without them.
 */
function named(text: string): RegExp {
  const isolate = "[\u2068\u2069]?";
  return new RegExp(`^${escapeRegExp(text).replace(/ /g, `${isolate} ${isolate}`)}$`);
}

/**
 * A field of an editor pane, brought into view: the editor draws a field's widget only once the
 * field is in the viewport (an IntersectionObserver), which on a busy machine comes late.
 */
async function field(pane: Locator, label: string): Promise<Locator> {
  const group = pane.getByRole("group", {
    name: new RegExp(`^“\u2068?${escapeRegExp(label)}\u2069?” Field$`),
  });
  // A field far below is not there until the fields above it are scrolled past.
  await expect(async () => {
    if ((await group.count()) === 0)
      await pane.getByRole("group", { name: /Field/ }).last().scrollIntoViewIfNeeded();
    await expect(group).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 60_000 });
  await group.scrollIntoViewIfNeeded();
  return group;
}

/** The editor's version as installed: what its update check finds when there is nothing newer. */
const cmsVersion = (
  JSON.parse(readFileSync(join(root, "node_modules/@sveltia/cms/package.json"), "utf8")) as {
    version: string;
  }
).version;

async function openEditor(page: Page) {
  // Its update check at start (headers.ts allows that one file), answered as unpkg would.
  await page.route("https://unpkg.com/@sveltia/cms/package.json", (route) =>
    route.fulfill({
      json: { name: "@sveltia/cms", version: cmsVersion },
      headers: { "Access-Control-Allow-Origin": "*" },
    }),
  );
  // The editor's interface fonts come from jsDelivr, which this machine cannot reach: answered
  // empty, so the editor draws in the system's fonts (a warning, where a failed request would be
  // a console error).
  await page.route(/^https:\/\/cdn\.jsdelivr\.net\//, (route) =>
    route.fulfill({ status: 204, headers: { "Access-Control-Allow-Origin": "*" } }),
  );
  // The configuration as built, with the test backend in place of GitHub.
  await page.route(/\/admin\/config\.yml/, async (route) => {
    const response = await route.fetch();
    const config = parse(await response.text()) as Record<string, unknown>;
    await route.fulfill({
      response,
      body: stringify({ ...config, backend: { name: "test-repo" } }),
    });
  });
  await seedRepository(page, contentFiles());
  await page.goto("/admin");
  await page.getByRole("button", { name: "Work with Test Repository" }).click();
}

const collections = [
  "Services",
  "Case studies",
  "Industries",
  "Team",
  "Open roles",
  "Insights",
  "Policies",
  "Company",
];

test.describe("the content editor", () => {
  // The editor is a 2 MB application: on a busy two-core machine its whole round of edits took
  // about a minute, and over 90 s with other work on the cores.
  test.setTimeout(180_000);

  test("is not for search engines and is not linked from the site", async ({ page, request }) => {
    const response = await request.get("/admin");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
    await page.goto("/");
    await expect(page.locator('a[href*="admin"]')).toHaveCount(0);
  });

  test("lists every collection, edits a case study in every language and saves it", async ({
    page,
    allowConsoleErrors,
  }) => {
    await openEditor(page);
    const tree = page.getByRole("tree");
    for (const name of collections) {
      await expect(tree.getByRole("treeitem", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    // Each folder collection lists one entry per entry folder or file of the repository.
    for (const [name, folder] of [
      ["Insights", "articles"],
      ["Policies", "policies"],
      ["Team", "team"],
      ["Open roles", "careers/roles"],
    ] as const) {
      const entries = readdirSync(join(contentDir, folder)).filter(
        (f) => !f.includes(".") || f.endsWith(".json"),
      );
      await tree.getByRole("treeitem", { name: new RegExp(`^${name}`) }).click();
      await expect(page.getByRole("grid", { name: "Entries" }).getByRole("row")).toHaveCount(
        entries.length,
      );
    }
    await tree.getByRole("treeitem", { name: /^Case studies/ }).click();
    await page.getByRole("row", { name: "StreamView TV" }).click();
    // An Arabic title with a Latin product name in it, as an editor would type it.
    const arabicTitle = "تطبيقات StreamView TV للتلفزيون";
    // English on the left; the right pane switches to Arabic, Chinese and Spanish beside it.
    const english = page.getByRole("group", { name: named("Edit English Content") });
    await expect(
      (await field(english, "Title")).getByRole("textbox", { name: "Title" }),
    ).toHaveValue(streamview.title.en);
    for (const [language, locale] of [
      ["Arabic", "ar"],
      ["Chinese", "zh"],
      ["Spanish", "es"],
    ] as const) {
      await page.getByRole("radio", { name: language }).last().click();
      const pane = page.getByRole("group", { name: named(`Edit ${language} Content`) });
      const title = (await field(pane, "Title")).getByRole("textbox", { name: "Title" });
      await expect(title).toHaveValue(streamview.title[locale]);
      // Each language's fields are typed in its own direction: Arabic right to left.
      expect(await title.evaluate((box) => getComputedStyle(box).direction)).toBe(
        localeInfo[locale].dir,
      );
      if (locale === "ar") await title.fill(arabicTitle);
      await expect(english).toBeVisible();
      // The items of a translated list are there to edit in this language too.
      const results = pane.getByRole("group", { name: /What each result measures/ });
      await expect(async () => {
        await pane.getByRole("group", { name: /Field/ }).last().scrollIntoViewIfNeeded();
        await expect(results).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 15_000 });
      // The editor draws the items in view: each one drawn holds this language's text.
      const items = results.getByRole("textbox");
      await expect(async () => {
        await results.scrollIntoViewIfNeeded();
        await expect(items.first()).toBeEditable({ timeout: 500 });
      }).toPass({ timeout: 15_000 });
      const values = await items.evaluateAll((boxes) =>
        boxes.map((box) => (box as HTMLTextAreaElement).value),
      );
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(streamview.outcomeLabels[locale]).toContain(value);
    }

    // An edit to the English tagline is saved into the entry's file, which the build accepts.
    const tagline = "One streaming experience on every screen of the living room.";
    const taglineBox = (await field(english, "Tagline")).getByRole("textbox", { name: "Tagline" });
    await taglineBox.fill(tagline);

    // A new hero image uploads into the entry's own folder. The editor draws the field's widget
    // as it comes into view: a click on the button it replaces opens nothing, so the button is
    // clicked until the picker shows.
    const replace = (await field(english, "Hero image")).getByRole("button", {
      name: "Replace Image",
    });
    const picker = page.getByRole("dialog", { name: "Select Image" });
    await expect(async () => {
      if (!(await picker.isVisible())) await replace.click();
      await expect(picker).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(picker.getByRole("option", { name: "Entry Assets" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const chooser = page.waitForEvent("filechooser");
    await picker.getByRole("button", { name: "Upload" }).click();
    await (
      await chooser
    ).setFiles({
      name: "hero-2027.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(newHero),
    });
    await expect(picker.getByRole("option", { name: "hero-2027.svg" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await picker.getByRole("button", { name: "Insert" }).click();
    await expect(picker).toBeHidden();
    await expect(english.getByRole("group", { name: /Hero image/ })).toContainText("hero-2027.svg");

    // After saving, Sveltia CMS (0.221) reads the new SVG back into a Blob without a media type,
    // which an <img> cannot draw, and leaves the rejection unhandled: the editor's own error.
    allowConsoleErrors(/^pageerror: Failed to decode image$/);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible();
    const saved = JSON.parse(await readRepositoryFile(page, streamviewFile)) as Record<
      string,
      Record<string, unknown>
    >;
    const entry = projectFile.entry(parseFile(streamviewFile, saved, projectFile.schema));
    expect(entry.tagline).toEqual({ ...streamview.tagline, en: tagline });
    expect(entry.hero).toBe("hero-2027.svg");
    expect(await readRepositoryFile(page, "app/content/projects/streamview/hero-2027.svg")).toBe(
      newHero,
    );
    expect(entry.title).toEqual({ ...streamview.title, ar: arabicTitle });

    // The schema turns away the same file without its Chinese title, saying where and what.
    const { title: _, ...withoutTitle } = saved.zh!;
    expect(() =>
      parseFile(streamviewFile, { ...saved, zh: withoutTitle }, projectFile.schema),
    ).toThrow(`${streamviewFile}: zh.title: expected a text`);

    // The company details, saved, still pass, the retention period with them.
    await page
      .getByRole("tree")
      .getByRole("treeitem", { name: /^Company/ })
      .click();
    await page.getByRole("row", { name: "Company details" }).click();
    const company = page.getByRole("group", { name: named("Edit English Content") });
    await company.getByRole("textbox", { name: "Phone, as shown" }).fill("+971 7 226 0143");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible();
    // The first save's notice may still be showing: wait for this save's file instead. The
    // editor writes a temporary file and moves it over the old one, so for a moment there is none.
    await expect
      .poll(async () =>
        readRepositoryFile(page, "app/content/site.json").catch((error: Error) => error.message),
      )
      .toContain("+971 7 226 0143");
    const siteSaved = JSON.parse(
      await readRepositoryFile(page, "app/content/site.json"),
    ) as unknown;
    const details = siteFile.entry(parseFile("app/content/site.json", siteSaved, siteFile.schema));
    expect(details.phoneDisplay).toBe("+971 7 226 0143");
    expect(details.requestsKeptDays).toBe(site.requestsKeptDays);
  });
});
