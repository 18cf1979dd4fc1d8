// @vitest-environment node
// The intake's storage and outbox against both engines it runs on: the embedded SQLite file and a
// real PostgreSQL (INTAKE_TEST_POSTGRES, which `.ci/run` starts), with mail going to a real SMTP
// server that the tests read.
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { sql } from "kysely";
import { afterAll, beforeEach, describe, expect, test } from "vitest";

import { migrate, openDatabase, type Database, type Engine } from "./db.ts";
import { backoffMs, deliverDue } from "./outbox.ts";
import {
  deleteOlderThan,
  deleteRequest,
  getRequest,
  listRequests,
  receive,
  type NewRequest,
  type OutgoingMail,
} from "./store.ts";

const POSTGRES =
  process.env.INTAKE_TEST_POSTGRES ?? "postgres://intake:intake@localhost:5432/intake_test";

const request: NewRequest = {
  kind: "contact",
  locale: "ar",
  name: "ليلى حداد",
  email: "layla@example.com",
  company: "",
  message: "نريد تطبيقًا للمدفوعات.\nسطر ثانٍ.",
  link: null,
  role: null,
  plan: null,
  suspect: null,
};

const mails = (reference: string): OutgoingMail[] => [
  { kind: "studio", to: "studio@example.com", subject: `New ${reference}`, body: "…" },
];
const created = (reference: string) => ({ status: 201, body: { reference } });

/** A mail server on a port of this machine (a free one by default) that keeps what it receives. */
async function mailServer(port = 0) {
  const received: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const engines: [Engine, () => string][] = [
  ["sqlite", () => join(mkdtempSync(join(tmpdir(), "intake-")), "intake.sqlite")],
  ["postgres", () => POSTGRES],
];

describe.each(engines)("on %s", (engine, url) => {
  let db: Database;

  beforeEach(async () => {
    db?.destroy();
    ({ db } = openDatabase(url()));
    if (engine === "postgres") {
      // A clean schema for each test: what an earlier test stored does not count.
      await sql`DROP TABLE IF EXISTS idempotency_keys, outbox, attachments, requests, intake_migrations, intake_migrations_lock CASCADE`.execute(
        db,
      );
    }
    await migrate(db, engine);
  });
  afterAll(() => db?.destroy());

  test("a request sent again with its key is stored once, and answered as the first time", async () => {
    const send = (body = request) =>
      receive(db, {
        key: "key-0000000000000001",
        request: body,
        attachments: [],
        mails,
        answer: created,
      });
    const first = await send();
    expect(first.status).toBe(201);
    expect(await send()).toEqual(first);
    // Sent again after the first was judged too fast: still the same request.
    expect(await send({ ...request, suspect: "sent too fast" })).toEqual(first);
    // The same key with another body is refused: 422, and nothing is stored.
    expect((await send({ ...request, message: "another" })).status).toBe(422);
    expect(await listRequests(db)).toHaveLength(1);
    const stored = await getRequest(db, String(first.body.reference));
    expect(stored?.message).toBe(request.message);
    expect(stored?.name).toBe(request.name);
  });

  test("ten sends at once with one key store one request and one studio mail", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        receive(db, {
          key: "key-0000000000000002",
          request,
          attachments: [],
          mails,
          answer: created,
        }),
      ),
    );
    const references = new Set(
      answers.filter((a) => a.status === 201).map((a) => a.body.reference),
    );
    expect(references.size).toBe(1);
    // A send that met the first still running gets 409; every other the first answer.
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(await listRequests(db)).toHaveLength(1);
    const outbox = await db.selectFrom("outbox").selectAll().execute();
    expect(outbox).toHaveLength(1);
  });

  test("20,000 characters of Arabic and an attachment arrive whole", async () => {
    const message = "ب".repeat(19_999) + "\n";
    const content = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff]);
    const answer = await receive(db, {
      key: "key-0000000000000003",
      request: { ...request, message },
      attachments: [{ fileName: "brief.pdf", mediaType: "application/pdf", content }],
      mails,
      answer: created,
    });
    const stored = await getRequest(db, String(answer.body.reference));
    expect(stored?.message).toBe(message);
    expect(stored?.attachments).toMatchObject([{ file_name: "brief.pdf", size: content.length }]);
    const file = await db.selectFrom("attachments").select("content").executeTakeFirstOrThrow();
    expect(new Uint8Array(file.content)).toEqual(content);
  });

  test("a mail server down, then up: every mail is sent, once, under its own Message-ID", async () => {
    for (const key of ["key-0000000000000004", "key-0000000000000005"])
      await receive(db, { key, request, attachments: [], mails, answer: created });
    // Nothing listens on the port yet.
    const server = await mailServer();
    await server.close();
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: server.port,
      secure: false,
      ignoreTLS: true,
    });
    const now = new Date();
    expect(await deliverDue(db, transport, "site@example.com", now)).toEqual({
      sent: 0,
      failed: 2,
    });
    const waiting = await db.selectFrom("outbox").selectAll().execute();
    for (const mail of waiting) {
      expect(mail.attempts).toBe(1);
      expect(mail.sent_at).toBeNull();
      expect(new Date(mail.next_attempt_at).getTime()).toBe(now.getTime() + backoffMs(1));
    }
    // Not due yet: nothing is tried.
    expect(await deliverDue(db, transport, "site@example.com", now)).toEqual({
      sent: 0,
      failed: 0,
    });

    // The server back, on the same port, an hour later.
    const back = await mailServer(server.port);
    const later = new Date(now.getTime() + 3_600_000);
    expect(await deliverDue(db, transport, "site@example.com", later)).toEqual({
      sent: 2,
      failed: 0,
    });
    expect(await deliverDue(db, transport, "site@example.com", later)).toEqual({
      sent: 0,
      failed: 0,
    });
    await back.close();
    const received = back.received.map((m) => m.data);
    expect(received).toHaveLength(2);
    const ids = received.map((m) => /^Message-ID: (.+)$/im.exec(m)?.[1]);
    expect(new Set(ids).size).toBe(2);
  });

  test("the owner deletes a request with all it holds; old requests go after the retention period", async () => {
    const answer = await receive(db, {
      key: "key-0000000000000006",
      request,
      attachments: [],
      mails,
      answer: created,
    });
    const reference = String(answer.body.reference);
    expect(await deleteRequest(db, reference)).toBe(true);
    expect(await getRequest(db, reference)).toBeUndefined();
    expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    expect(await deleteRequest(db, reference)).toBe(false);

    const long = new Date("2025-01-01T00:00:00Z");
    await receive(
      db,
      { key: "key-0000000000000007", request, attachments: [], mails, answer: created },
      long,
    );
    await receive(db, {
      key: "key-0000000000000008",
      request,
      attachments: [],
      mails,
      answer: created,
    });
    expect(await deleteOlderThan(db, 365)).toBe(1);
    expect(await listRequests(db)).toHaveLength(1);
  });
});
