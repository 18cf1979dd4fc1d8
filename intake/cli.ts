// `npm run requests -- <command>`: the owner reads, exports and deletes the requests the intake
// stored, on the database `npm start` uses (DATABASE_URL, INTAKE_DATABASE, or the default file).
//
//   list                      every request, newest first
//   show <reference>          one request whole, with its plan and its files
//   export                    every request as CSV (UTF-8 with a byte-order mark, for Excel)
//   file <reference> <n> <to> saves the request's n-th file (from `show`) to the path <to>
//   delete <reference>        deletes the request and everything stored with it
import { writeFileSync } from "node:fs";

import { migrate, openDatabase } from "./db.ts";
import { DEFAULT_DATABASE } from "./start.ts";
import { deleteRequest, getAttachment, getRequest, listRequests } from "./store.ts";

/** A CSV field: quoted, its quotes doubled; a leading = + - @ cannot make it a formula. */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const columns = [
  "id",
  "created_at",
  "kind",
  "locale",
  "name",
  "email",
  "company",
  "role",
  "link",
  "plan",
  "suspect",
  "message",
] as const;

export async function run(args: readonly string[], env = process.env, out = console.log) {
  const [command, ...rest] = args;
  const { db, engine } = openDatabase(env.DATABASE_URL || env.INTAKE_DATABASE || DEFAULT_DATABASE);
  try {
    await migrate(db, engine);
    switch (command) {
      case "list": {
        const rows = await listRequests(db);
        if (rows.length === 0) return out("No requests.");
        for (const r of rows)
          out(
            [
              r.id,
              r.created_at.slice(0, 16).replace("T", " "),
              r.kind,
              r.locale,
              r.name,
              r.email,
              Number(r.files) ? `${r.files} file(s)` : "",
              r.suspect ? `suspect: ${r.suspect}` : "",
            ]
              .filter(Boolean)
              .join("  "),
          );
        return;
      }
      case "show": {
        const request = await getRequest(db, rest[0] ?? "");
        if (!request) throw new Error(`no request ${rest[0] ?? "(give a reference)"}`);
        const { attachments, plan, message, ...fields } = request;
        for (const [name, value] of Object.entries(fields)) if (value) out(`${name}: ${value}`);
        if (plan) out(`plan: ${JSON.stringify(JSON.parse(plan), null, 2)}`);
        attachments.forEach((a, i) =>
          out(`file ${i + 1}: ${a.file_name} (${a.media_type}, ${a.size} bytes)`),
        );
        out("", message);
        return;
      }
      case "export": {
        const rows = await db.selectFrom("requests").selectAll().orderBy("created_at").execute();
        const lines = [
          columns.join(","),
          ...rows.map((r) => columns.map((c) => csvField(r[c])).join(",")),
        ];
        out(`\ufeff${lines.join("\r\n")}`);
        return;
      }
      case "file": {
        const [reference = "", index = "", to] = rest;
        const request = await getRequest(db, reference);
        const listed = request?.attachments[Number(index) - 1];
        if (!listed || !to)
          throw new Error("give a reference, a file number from `show` and a path");
        const file = await getAttachment(db, reference, listed.id);
        writeFileSync(to, file!.content);
        out(`saved ${listed.file_name} to ${to}`);
        return;
      }
      case "delete": {
        const reference = rest[0] ?? "";
        if (!(await deleteRequest(db, reference))) throw new Error(`no request ${reference}`);
        out(`deleted ${reference}`);
        return;
      }
      default:
        throw new Error(
          "commands: list, show <reference>, export, file <reference> <n> <path>, delete <reference>",
        );
    }
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  run(process.argv.slice(2)).catch((error: Error) => {
    console.error(`requests: ${error.message}`);
    process.exitCode = 1;
  });
}
