// `npm run bench:intake`: the request intake under load and under faults, on this machine, against
// `npm start`'s own server on localhost (built site required: `npm run build`).
//
// 1. Load: autocannon posts requests, each with its own idempotency key, for a few seconds at 1,
//    10 and 50 connections, on SQLite and on PostgreSQL (INTAKE_TEST_POSTGRES, as the tests use):
//    requests per second and the median and 99th-percentile latency.
// 2. Killed mid-burst: the server is killed (SIGKILL) while a burst is under way; started again,
//    every request it acknowledged with a reference is in the database.
// 3. Mail server down, then up: requests arrive while no mail server listens; once one does,
//    every notification is delivered, once.
//
//   npm run bench:intake [-- --seconds 5] [-- --skip-postgres]
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import autocannon from "autocannon";
import { sql } from "kysely";
import { SMTPServer } from "smtp-server";

import { INTAKE_PATH, PROOF_FIELD } from "../../app/requests/limits.ts";
import type { Proof } from "../../app/requests/proof.ts";
import { openDatabase } from "../../intake/db.ts";
import { proofOfWork } from "../../intake/proof.ts";
import { freePort } from "../../tests/e2e/free-port.ts";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "5" }, "skip-postgres": { type: "boolean" } },
});
const SECONDS = Number(values.seconds);
const POSTGRES =
  process.env.INTAKE_TEST_POSTGRES ?? "postgres://intake:intake@localhost:5432/intake_test";
const root = join(import.meta.dirname, "../..");

// Every request carries its own proof of work, as the form's island sends it: the bench signs
// the challenges with the server's secret and the smallest work, so that the load measures the
// intake (checking the proof included), not how fast this process solves puzzles.
const SECRET = randomUUID();
const pow = proofOfWork({ secret: SECRET, work: 1 });
const proofs: Proof[] = [];

/** Solves `count` more challenges ahead of a run. */
async function solveAhead(count: number) {
  for (let i = 0; i < count; i++) {
    const challenge = await pow.challenge();
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    proofs.push({
      challenge,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    });
  }
}

const body = (n: number) =>
  JSON.stringify({
    kind: "contact",
    locale: "ar",
    name: "فيصل العتيبي",
    email: `buyer${n}@example.com`,
    company: "",
    message: "نريد تطبيقًا للمدفوعات مع التحقق من الهوية واستضافة داخل المملكة. ".repeat(20),
    [PROOF_FIELD]: proofs.pop(),
  });

/** `npm start`'s server on a free port of localhost, with the given database and mail settings. */
async function startServer(env: Record<string, string>) {
  const port = await freePort("127.0.0.1");
  const child = spawn(process.execPath, ["scripts/host/serve.ts"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      INTAKE_RATE_LIMIT: "100000000",
      INTAKE_SECRET: SECRET,
      INTAKE_PROOF_WORK: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) return { child, base: `http://127.0.0.1:${port}` };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not start");
}

const stop = async (child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") => {
  if (child.exitCode !== null) return;
  child.kill(signal);
  await once(child, "exit");
};

function post(base: string, n: number, key = randomUUID()) {
  return fetch(`${base}${INTAKE_PATH}`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/json", "Idempotency-Key": key },
    body: body(n),
  });
}

async function freshPostgres() {
  const { db } = openDatabase(POSTGRES);
  await sql`DROP TABLE IF EXISTS idempotency_keys, outbox, attachments, requests, intake_migrations, intake_migrations_lock CASCADE`.execute(
    db,
  );
  await db.destroy();
}

async function load() {
  const engines: [string, Record<string, string>][] = [
    [
      "SQLite",
      { INTAKE_DATABASE: join(mkdtempSync(join(tmpdir(), "bench-intake-")), "intake.sqlite") },
    ],
  ];
  if (!values["skip-postgres"]) {
    await freshPostgres();
    engines.push(["PostgreSQL", { DATABASE_URL: POSTGRES }]);
  }
  const rows: string[] = [];
  for (const [name, env] of engines) {
    const { child, base } = await startServer(env);
    try {
      for (const connections of [1, 10, 50]) {
        let n = 0;
        // More than a run can send: about 1,000 requests a second at most on this machine.
        await solveAhead(SECONDS * 1_200 - proofs.length);
        const result = await autocannon({
          url: `${base}${INTAKE_PATH}`,
          connections,
          duration: SECONDS,
          requests: [
            {
              method: "POST",
              setupRequest: (request) => ({
                ...request,
                headers: {
                  Origin: base,
                  "Content-Type": "application/json",
                  "Idempotency-Key": randomUUID(),
                },
                body: body(n++),
              }),
            },
          ],
        });
        const refused = result.non2xx + result.errors + result.timeouts;
        rows.push(
          `| ${name} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${refused} |`,
        );
      }
    } finally {
      await stop(child);
    }
  }
  console.log(`\nLoad, ${SECONDS} s a run, a request of about 2 KB of Arabic each:\n`);
  console.log("| engine | connections | requests/s | p50 ms | p99 ms | not 2xx |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(row);
}

async function killedMidBurst() {
  await solveAhead(3_000 - proofs.length);
  const file = join(mkdtempSync(join(tmpdir(), "bench-intake-kill-")), "intake.sqlite");
  const { child, base } = await startServer({ INTAKE_DATABASE: file });
  const acknowledged: string[] = [];
  let n = 0;
  const worker = async () => {
    while (true) {
      const response = await post(base, n++).catch(() => undefined);
      if (!response) return;
      if (response.status === 201)
        acknowledged.push(((await response.json()) as { reference: string }).reference);
    }
  };
  const workers = Array.from({ length: 20 }, worker);
  while (acknowledged.length < 300) await new Promise((r) => setTimeout(r, 5));
  await stop(child, "SIGKILL");
  await Promise.all(workers);
  // Started again on the same file: what it said it stored is there.
  const again = await startServer({ INTAKE_DATABASE: file });
  await stop(again.child);
  const { db } = openDatabase(file);
  const stored = new Set((await db.selectFrom("requests").select("id").execute()).map((r) => r.id));
  await db.destroy();
  const lost = acknowledged.filter((reference) => !stored.has(reference));
  console.log(
    `\nKilled mid-burst (SIGKILL, 20 senders): ${acknowledged.length} acknowledged, ${stored.size} stored, ${lost.length} acknowledged and lost.`,
  );
  if (lost.length) process.exitCode = 1;
}

async function mailDownThenUp() {
  await solveAhead(100 - proofs.length);
  // A port where nothing listens yet.
  const port = await freePort("127.0.0.1");
  const file = join(mkdtempSync(join(tmpdir(), "bench-intake-mail-")), "intake.sqlite");
  const { child, base } = await startServer({
    INTAKE_DATABASE: file,
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    INTAKE_NOTIFY: "studio@example.com",
  });
  const REQUESTS = 40;
  for (let i = 0; i < REQUESTS; i++) await post(base, i);
  await new Promise((r) => setTimeout(r, 6_000));
  const ids: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        ids.push(/^Message-ID: (.+)$/im.exec(Buffer.concat(chunks).toString())?.[1] ?? "");
        callback();
      });
    },
  });
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  // A notice each, and a copy each: every request comes from an address of its own.
  const expected = 2 * REQUESTS;
  // The first retry waits 15 s, then 30 s: within a minute and a half every mail is due again.
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && ids.length < expected;)
    await new Promise((r) => setTimeout(r, 500));
  await stop(child);
  await new Promise<void>((r) => server.close(() => r()));
  const unique = new Set(ids).size;
  console.log(
    `\nMail server down, then up: ${REQUESTS} requests, ${expected} mails due, ${ids.length} delivered, ${unique} distinct, ${ids.length - unique} twice.`,
  );
  if (unique !== expected || unique !== ids.length) process.exitCode = 1;
}

await load();
await killedMidBurst();
await mailDownThenUp();
