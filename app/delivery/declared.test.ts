// @vitest-environment node
import { ESLint } from "eslint";
import { expect, test } from "vitest";

// The lint rules of eslint.config.js that keep the layer's decisions in the layer, run on a
// component as a newcomer might write it.
const eslint = new ESLint();

async function problems(code: string, filePath = "app/components/layout/new-part.tsx") {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
}

test("a part loaded later without being declared fails lint", async () => {
  expect(await problems(`export const load = () => import("./panel");\n`)).toContain(
    "no-restricted-syntax",
  );
  expect(
    await problems(
      `import { lazy } from "react";\nexport const Panel = lazy(() => import("./panel"));\n`,
    ),
  ).toContain("no-restricted-imports");
  // The first lint of the file loads the type-aware rules' program: seconds on a busy machine.
}, 20_000);

test("reaching into the layer's folders fails lint", async () => {
  expect(
    await problems(
      `import { wholeStylesheet } from "~/delivery/browser/site-stylesheet";\nexport const x = wholeStylesheet;\n`,
    ),
  ).toContain("no-restricted-imports");
});

test("a part declared through the layer's API passes", async () => {
  expect(
    await problems(
      `import { drawnLater } from "~/delivery";\nexport const panel = drawnLater(() => import("~/components/later/form-toast"));\n`,
    ),
  ).toEqual([]);
}, 20_000);
