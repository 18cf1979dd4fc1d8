// The mails of a request leave through the outbox: written in the request's transaction, sent
// here with retries and a growing wait, marked sent once the mail server took them. A mail server
// down for an hour delays the mails and loses none; a crash between sending and marking sends a
// mail twice at worst, under the same Message-ID, which mail apps show once.
import type { Transporter } from "nodemailer";

import type { Database } from "./db.ts";

/** The wait before the next try: 15 s, 30 s, 1 min… up to 30 min. */
export function backoffMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** Sends every mail that is due; returns how many were sent and how many failed. */
export async function deliverDue(
  db: Database,
  transport: Transporter,
  from: string,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const due = await db
    .selectFrom("outbox")
    .selectAll()
    .where("sent_at", "is", null)
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .limit(50)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const mail of due) {
    try {
      await transport.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body,
        messageId: `<${mail.id}@intake.hajarlabs>`,
        headers: { "X-Request-Reference": mail.request_id },
      });
      await db
        .updateTable("outbox")
        .set({ sent_at: new Date().toISOString(), last_error: null })
        .where("id", "=", mail.id)
        .execute();
      sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .updateTable("outbox")
        .set({
          attempts,
          next_attempt_at: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
          // The server's answer, never the mail: no personal data in what is logged.
          last_error: String((error as Error).message ?? error).slice(0, 500),
        })
        .where("id", "=", mail.id)
        .execute();
      failed++;
    }
  }
  return { sent, failed };
}

/**
 * Sends due mails every `intervalMs`, and at once when `wake()` is called (a new request). One
 * round at a time; `stop()` waits for the round under way.
 */
export function startOutbox(
  db: Database,
  transport: Transporter,
  from: string,
  intervalMs = 5_000,
) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const round = () => {
    running = running
      .then(() => (stopped ? undefined : deliverDue(db, transport, from)))
      .catch(
        // The database unreachable for a moment: the next round tries again.
        (error: unknown) =>
          console.error(`intake: outbox round failed: ${(error as Error).message}`),
      );
    return running;
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    wake: () => void round(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
