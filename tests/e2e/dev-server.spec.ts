import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";

// The site's own fixtures refuse every origin but the built site's: the dev server is another.
import { expect, test } from "@playwright/test";

import { messages } from "./site";

/**
 * The file the change is made in: the hero, a component the page is drawn from and the build's
 * configuration does not read (a change there restarts the dev server, which reloads pages anyway).
 */
const HERO = "app/components/sections/hero-section.tsx";
const TITLE = '{t("hero.title")}';
/** The dev server's port: one no other test or server uses. */
const PORT = 5373;

test("npm run dev: a page loads again by itself, with the change, when a file it is drawn from changes", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Its own process group: React Router's dev command starts Vite in a child process.
  const dev = spawn(
    "node_modules/.bin/react-router",
    ["dev", "--port", String(PORT), "--strictPort", "--host", "127.0.0.1"],
    { detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  dev.stdout.on("data", (chunk) => (log += chunk));
  dev.stderr.on("data", (chunk) => (log += chunk));
  const original = await readFile(HERO, "utf8");
  try {
    await expect.poll(() => log, { timeout: 60_000 }).toContain(`${PORT}`);
    // The change is made once Vite's client in the page has connected: one made before would
    // reach no page.
    const connected = page.waitForEvent("console", {
      predicate: (message) => message.text().includes("[vite] connected"),
      timeout: 60_000,
    });
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await connected;
    const { title } = messages.en.hero;
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    const edited = `${title}, edited`;
    expect(original).toContain(TITLE);
    await writeFile(HERO, original.replace(TITLE, `${TITLE}, edited`));
    // No reload by the test: the page was told to load again.
    await expect(page.getByRole("heading", { level: 1, name: edited })).toBeVisible({
      timeout: 60_000,
    });
  } finally {
    await writeFile(HERO, original);
    process.kill(-dev.pid!, "SIGTERM");
  }
});
