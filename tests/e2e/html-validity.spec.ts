import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "@playwright/test";

import { clientDir } from "../../scripts/host/site-files.ts";

import { manifest } from "./site";

// The W3C Nu Html Checker (vnu-jar, run with the system's Java) over every HTML file of the build.
const vnu = fileURLToPath(
  new URL("../../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url),
);

test("every built page is valid HTML for the Nu Html Checker", () => {
  test.setTimeout(120_000);
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".html"))
    .map((f) => join(clientDir, f));
  // The pages, the not-found pages and the content editor's page.
  expect(files.length).toBe(manifest.pages.length + manifest.notFound.length + 1);
  // Each page carries its stylesheet inline, and the checker's CSS validator predates CSS the
  // site relies on (`@property`, `margin-trim`, custom properties in transitions): the checker
  // drops its CSS messages itself (a hundred pages of them would fill the output buffer). The
  // markup is what this test judges.
  const run = spawnSync(
    "java",
    ["-jar", vnu, "--errors-only", "--format", "json", "--filterpattern", "CSS: .*", ...files],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) {
    throw new Error(
      `Java runs the Nu Html Checker: install it (apt-get install default-jre-headless). ${run.error.message}`,
    );
  }
  // vnu reports on stderr, as JSON.
  const output = run.stderr.trim();
  const messages = output.trim()
    ? (JSON.parse(output) as { messages: { url: string; message: string; lastLine?: number }[] })
        .messages
    : [];
  expect(
    messages.map(
      (m) => `${m.url.slice(m.url.indexOf("/client/") + 8)}:${m.lastLine ?? "?"} ${m.message}`,
    ),
  ).toEqual([]);
});
