// Requests in and out of the database. A request is committed with its attachments, the mails
// that tell the studio (and the buyer) and its idempotency key, in one transaction, before the
// visitor is told it arrived; a retry with the same key stores nothing new (the IETF
// Idempotency-Key draft: the first answer again, 422 for another body, 409 while the first runs).
import { createHash, randomBytes, randomUUID } from "node:crypto";

import type { Database, RequestRow } from "./db.ts";

/** An answer the intake gives, kept with the key so that a retry gets it again. */
export type Answer = { status: number; body: Record<string, unknown> };

export type Attachment = { fileName: string; mediaType: string; content: Uint8Array };
export type OutgoingMail = { kind: "studio" | "copy"; to: string; subject: string; body: string };

export type NewRequest = Omit<RequestRow, "id" | "created_at">;

/** Crockford's base32: no I, L, O or U, so a reference read aloud or retyped stays itself. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A reference a buyer can quote: "HL-7K3M-Q2XD", 40 random bits. */
function newReference(): string {
  const chars = [...randomBytes(8)].map((byte) => ALPHABET[byte % 32]).join("");
  return `HL-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * What makes two sends the same request: every field the visitor sent and every attachment's
 * bytes. Not the intake's own judgement of it (`suspect`): a retry sent later than the first send
 * is the same request, though only the first came too fast.
 */
function fingerprint(request: NewRequest, attachments: readonly Attachment[]): string {
  const { suspect: _judged, ...sent } = request;
  const hash = createHash("sha256").update(JSON.stringify(sent));
  for (const a of attachments) hash.update(a.fileName).update(a.mediaType).update(a.content);
  return hash.digest("hex");
}

/**
 * Stores a request under its idempotency key and answers as the first send was answered.
 * `answer` makes the answer for a new request from its reference.
 */
export async function receive(
  db: Database,
  input: {
    key: string;
    request: NewRequest;
    attachments: readonly Attachment[];
    mails: (reference: string) => readonly OutgoingMail[];
    answer: (reference: string) => Answer;
  },
  now = new Date(),
): Promise<Answer> {
  const print = fingerprint(input.request, input.attachments);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("idempotency_keys")
      .values({ key: input.key, fingerprint: print, created_at: now.toISOString() })
      .onConflict((c) => c.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom("idempotency_keys")
        .selectAll()
        .where("key", "=", input.key)
        .executeTakeFirstOrThrow();
      if (first.fingerprint !== print)
        return { status: 422, body: { error: "key-reused" } } satisfies Answer;
      if (first.status === null || first.response === null)
        return { status: 409, body: { error: "in-flight" } } satisfies Answer;
      return { status: first.status, body: JSON.parse(first.response) } satisfies Answer;
    }
    const id = newReference();
    await trx
      .insertInto("requests")
      .values({ ...input.request, id, created_at: now.toISOString() })
      .execute();
    for (const a of input.attachments) {
      await trx
        .insertInto("attachments")
        .values({
          id: randomUUID(),
          request_id: id,
          file_name: a.fileName,
          media_type: a.mediaType,
          size: a.content.byteLength,
          content: a.content,
        })
        .execute();
    }
    for (const mail of input.mails(id)) {
      await trx
        .insertInto("outbox")
        .values({
          id: randomUUID(),
          request_id: id,
          kind: mail.kind,
          to_address: mail.to,
          subject: mail.subject,
          body: mail.body,
          attempts: 0,
          next_attempt_at: now.toISOString(),
        })
        .execute();
    }
    const answer = input.answer(id);
    await trx
      .updateTable("idempotency_keys")
      .set({ request_id: id, status: answer.status, response: JSON.stringify(answer.body) })
      .where("key", "=", input.key)
      .execute();
    return answer;
  });
}

/** How many copies went to `email` since `since`: the form must not be a way to mail strangers. */
export async function copiesSince(db: Database, email: string, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom("outbox")
    .innerJoin("requests", "requests.id", "outbox.request_id")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("outbox.kind", "=", "copy")
    .where("outbox.to_address", "=", email.toLowerCase())
    .where("requests.created_at", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The requests, newest first, with how many files each carries. */
export async function listRequests(db: Database) {
  return db
    .selectFrom("requests")
    .leftJoin("attachments", "attachments.request_id", "requests.id")
    .select(["requests.id", "requests.created_at", "requests.kind", "requests.locale"])
    .select(["requests.name", "requests.email", "requests.company", "requests.suspect"])
    .select((eb) => eb.fn.count<number>("attachments.id").as("files"))
    .groupBy([
      "requests.id",
      "requests.created_at",
      "requests.kind",
      "requests.locale",
      "requests.name",
      "requests.email",
      "requests.company",
      "requests.suspect",
    ])
    .orderBy("requests.created_at", "desc")
    .execute();
}

/** One request with its attachments' names, types and sizes (not their bytes). */
export async function getRequest(db: Database, id: string) {
  const request = await db
    .selectFrom("requests")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!request) return undefined;
  const attachments = await db
    .selectFrom("attachments")
    .select(["id", "file_name", "media_type", "size"])
    .where("request_id", "=", id)
    .execute();
  return { ...request, attachments };
}

/** An attachment's bytes, to save it. */
export async function getAttachment(db: Database, requestId: string, fileId: string) {
  return db
    .selectFrom("attachments")
    .selectAll()
    .where("request_id", "=", requestId)
    .where("id", "=", fileId)
    .executeTakeFirst();
}

/** Deletes a request with everything stored for it; false when there is none. */
export async function deleteRequest(db: Database, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("idempotency_keys").where("request_id", "=", id).execute();
    await trx.deleteFrom("outbox").where("request_id", "=", id).execute();
    await trx.deleteFrom("attachments").where("request_id", "=", id).execute();
    const { numDeletedRows } = await trx
      .deleteFrom("requests")
      .where("id", "=", id)
      .executeTakeFirst();
    return numDeletedRows > 0n;
  });
}

/** Deletes every request older than `days` days; returns how many went. */
export async function deleteOlderThan(db: Database, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const old = await db
    .selectFrom("requests")
    .select("id")
    .where("created_at", "<", cutoff)
    .execute();
  for (const { id } of old) await deleteRequest(db, id);
  // Keys of requests never stored (a refused body) age out the same way.
  await db.deleteFrom("idempotency_keys").where("created_at", "<", cutoff).execute();
  return old.length;
}
