// @vitest-environment node
// The owner's command: the requests listed, one shown whole, all exported as CSV that a
// spreadsheet opens without running what a visitor wrote, one deleted.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "vitest";

import { csvField, run } from "./cli.ts";
import { migrate, openDatabase } from "./db.ts";
import { receive } from "./store.ts";

test("list, show, export, save a file and delete, on the intake's own database", async () => {
  const dir = mkdtempSync(join(tmpdir(), "intake-cli-"));
  const env = { INTAKE_DATABASE: join(dir, "intake.sqlite") };
  const { db, engine } = openDatabase(env.INTAKE_DATABASE);
  await migrate(db, engine);
  const pdf = new TextEncoder().encode("%PDF-1.7\n");
  const { body } = await receive(db, {
    key: "cli-key-0000000000001",
    request: {
      kind: "plan",
      locale: "zh",
      name: '=HYPERLINK("http://evil")',
      email: "chen@example.com",
      company: "",
      message: '第一行\n第二行, "quoted"',
      link: null,
      role: null,
      plan: JSON.stringify({ build: ["ios"] }),
      suspect: null,
    },
    attachments: [{ fileName: "rfp.pdf", mediaType: "application/pdf", content: pdf }],
    mails: () => [],
    answer: (reference) => ({ status: 201, body: { reference } }),
  });
  await db.destroy();
  const reference = String(body.reference);
  const said: string[] = [];
  const out = (...lines: string[]) => said.push(lines.join("\n"));

  await run(["list"], env, out);
  expect(said.join("\n")).toContain(reference);
  expect(said.join("\n")).toContain("1 file(s)");

  said.length = 0;
  await run(["show", reference], env, out);
  expect(said.join("\n")).toContain("第一行\n第二行");
  expect(said.join("\n")).toContain('"build": [');

  said.length = 0;
  await run(["export"], env, out);
  const csv = said.join("\n");
  expect(csv.startsWith("\ufeffid,created_at,kind")).toBe(true);
  // A formula a visitor typed stays text in a spreadsheet; quotes and line breaks stay whole.
  expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  expect(csv).toContain('"第一行\n第二行, ""quoted"""');

  const saved = join(dir, "saved.pdf");
  await run(["file", reference, "1", saved], env, out);
  expect(readFileSync(saved)).toEqual(Buffer.from(pdf));

  await run(["delete", reference], env, out);
  said.length = 0;
  await run(["list"], env, out);
  expect(said).toEqual(["No requests."]);
  await expect(run(["delete", reference], env, out)).rejects.toThrow(`no request ${reference}`);
});

test("a CSV field never starts a formula", () => {
  expect(csvField("+1 555")).toBe(`"'+1 555"`);
  expect(csvField("@sum")).toBe(`"'@sum"`);
  expect(csvField("plain")).toBe(`"plain"`);
  expect(csvField(null)).toBe(`""`);
});
