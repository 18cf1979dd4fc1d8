import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { defineConfig } from "@playwright/test";
import { chromium } from "playwright-core";

const PORT = Number(process.env.E2E_PORT ?? 4321);

/** The intake's SQLite file while the browser tests run. */
export const intakeTestDatabase = join(tmpdir(), `intake-e2e-${PORT}.sqlite`);

/** Debian's whole browser (`chromium`), and its headless build (`chromium-headless-shell`). */
const systemChromium = "/usr/bin/chromium";
const systemHeadlessShell = "/usr/bin/chromium-headless-shell";

/** Playwright's own Chromium, when it is installed. */
function bundledChromium(): string | undefined {
  const path = chromium.executablePath();
  return path && existsSync(path) ? path : undefined;
}

/**
 * The browser the tests drive: Playwright's own when installed, otherwise Debian's headless shell,
 * the same Chromium release built without a window, which is what Playwright itself runs headless
 * and loads a page here in half the time (decision 057); otherwise Debian's whole browser.
 */
function chromiumPath(): string | undefined {
  if (bundledChromium()) return undefined;
  return existsSync(systemHeadlessShell) ? systemHeadlessShell : systemChromium;
}

/** The whole browser, which Lighthouse measures in: Playwright's when installed, else Debian's. */
export const wholeChromiumPath = (): string => bundledChromium() ?? systemChromium;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** How the tests start Chromium; a test that needs a switch of its own adds it to `args`. */
export const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "*.spec.ts",
  // The test language's journey needs its own build (tests/e2e/new-language.spec.ts).
  testIgnore: process.env.SITE_TEST_LOCALE ? [] : ["new-language.spec.ts"],
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  // Generous: on a busy two-core machine the fixtures alone (a browser context, the server's first
  // answers) can take seconds. No test asserts a duration.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions,
    // Recording a trace slows every test by about a sixth; `npx playwright test --trace on` keeps
    // one when a failure needs more than its message.
    trace: "off",
  },
  // The production build, served exactly as `npm start` serves it.
  webServer: [
    {
      // A fresh database for the intake in each run, which the tests read to see what arrived.
      command: `rm -f ${intakeTestDatabase}*; node scripts/host/serve.ts`,
      env: {
        PORT: String(PORT),
        HOST: "localhost",
        INTAKE_DATABASE: intakeTestDatabase,
        // Room for every request the tests send from their one address.
        INTAKE_RATE_LIMIT: "10000",
      },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
  ],
});
