// @vitest-environment node
// The intake's answers, as a browser would meet them: a request in and its reference out, and a
// clear 4xx in the visitor's language for every kind of bad input, never a 500.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { beforeEach, describe, expect, test } from "vitest";

import {
  ATTACHMENT_MAX_BYTES,
  CHALLENGE_PATH,
  INTAKE_PATH,
  PROOF_FIELD,
  REQUEST_LIMITS,
} from "../app/requests/limits.ts";
import type { Proof } from "../app/requests/proof.ts";

import { createIntake } from "./app.ts";
import { migrate, openDatabase, type Database } from "./db.ts";
import { hoursLine, loadAllMessages } from "./start.ts";
import { getRequest, listRequests } from "./store.ts";

const messages = await loadAllMessages();
const ORIGIN = "http://intake.test";

let db: Database;
let app: ReturnType<typeof createIntake>;
let received = 0;

beforeEach(async () => {
  ({ db } = openDatabase(join(mkdtempSync(join(tmpdir(), "intake-app-")), "intake.sqlite")));
  await migrate(db, "sqlite");
  received = 0;
  app = createIntake({
    db,
    messages,
    hours: hoursLine(messages),
    mail: { studio: "studio@example.com", copies: true },
    onReceived: () => received++,
    // A small proof, so that the tests solve theirs in milliseconds; the same code checks it.
    proof: { work: 4 },
    unprovenPerHour: 3,
  });
});

/** A challenge from the intake, solved as the form's island solves it. */
async function prove(): Promise<Proof> {
  const response = await app.request(`${ORIGIN}${CHALLENGE_PATH}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } };
}

let keys = 0;
const newKey = () => `test-key-${String(++keys).padStart(12, "0")}`;

const fields = (overrides: Record<string, unknown> = {}) => ({
  kind: "contact",
  locale: "es",
  name: "Lucía Ferrer",
  email: "lucia@example.com",
  company: "",
  message: "Queremos una app.",
  ...overrides,
});

/** Posts as the form's island does: JSON, with a proof of work unless `proof` is given. */
async function postJson(body: unknown, headers: Record<string, string> = {}, proof?: Proof | null) {
  const proven =
    body !== null && typeof body === "object" && !Array.isArray(body) && proof !== null
      ? { ...body, [PROOF_FIELD]: proof ?? (await prove()) }
      : body;
  return app.request(`${ORIGIN}${INTAKE_PATH}`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/json",
      "Idempotency-Key": newKey(),
      ...headers,
    },
    body: typeof proven === "string" ? proven : JSON.stringify(proven),
  });
}

/** Posts the form's fields: with a proof when it asks for JSON (the island), without when not. */
async function postForm(form: FormData, headers: Record<string, string> = {}) {
  form.set("idempotencyKey", form.get("idempotencyKey") ?? newKey());
  if (headers.Accept === "application/json" && !form.has(PROOF_FIELD))
    form.set(PROOF_FIELD, JSON.stringify(await prove()));
  return app.request(`${ORIGIN}${INTAKE_PATH}`, {
    method: "POST",
    headers: { Origin: ORIGIN, ...headers },
    body: form,
  });
}

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};

test("a request arrives: its reference back, stored, the studio and the buyer mailed", async () => {
  const response = await postJson(fields());
  expect(response.status).toBe(201);
  const { reference, copy } = (await response.json()) as { reference: string; copy: boolean };
  expect(reference).toMatch(/^HL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(copy).toBe(true);
  expect(received).toBe(1);
  const outbox = await db.selectFrom("outbox").selectAll().orderBy("kind").execute();
  expect(outbox.map((m) => [m.kind, m.to_address])).toEqual([
    ["copy", "lucia@example.com"],
    ["studio", "studio@example.com"],
  ]);
  // The buyer's copy is in their language, with the reference and the fixed tag.
  expect(outbox[0]!.subject).toContain(reference);
  expect(outbox[0]!.subject).toContain("[Project Request]");
  expect(outbox[0]!.body).toContain(messages.es.intake.copyBody.split("{")[0]!.trim());
  // Its answer carries the site's security headers.
  expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
  expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
});

test("a plan arrives as a plan: its codes, the model's version, the range and its link", async () => {
  const plan = {
    version: 1,
    build: ["ios", "android"],
    scope: "first-version",
    needs: ["payments"],
    within: 3,
    aed: { min: 200000, max: 444000 },
    weeks: { min: 12, max: 25 },
    url: "https://www.hajarlabs.ae/ar/project-planner?v=1&build=ios&build=android",
  };
  const response = await postJson(fields({ kind: "plan", locale: "ar", plan }));
  const { reference } = (await response.json()) as { reference: string };
  const stored = await getRequest(db, reference);
  expect(JSON.parse(stored!.plan!)).toEqual(plan);
  const notice = await db
    .selectFrom("outbox")
    .selectAll()
    .where("kind", "=", "studio")
    .executeTakeFirstOrThrow();
  expect(notice.body).toContain("build: ios, android");
  expect(notice.body).toContain(plan.url);
});

test("without JavaScript: a form post lands on the confirmation page, in its language", async () => {
  const response = await postForm(
    formOf({ ...fields({ locale: "ar" }) } as Record<string, string>),
  );
  expect(response.status).toBe(303);
  const location = response.headers.get("location")!;
  const page = await app.request(`${ORIGIN}${location}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain(messages.ar.intake.sentTitle);
  const [reference] = (await listRequests(db)).map((r) => r.id);
  expect(html).toContain(reference);
  expect(page.headers.get("content-security-policy")).toContain("style-src 'self'");
});

test("an attachment is taken by its bytes: a PDF is stored, a text file named .pdf refused", async () => {
  const pdf = new File(
    [new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n")],
    "rfp.pdf",
  );
  // The form's island sends its fields with a file and asks for JSON: it gets the reference.
  const ok = await postForm(formOf(fields() as Record<string, string>), {
    Accept: "application/json",
  });
  expect(ok.status).toBe(201);
  const form = formOf(fields() as Record<string, string>);
  form.set("file", pdf);
  const stored = await postForm(form);
  expect(stored.status).toBe(303);
  const withFile = (await listRequests(db)).find((r) => Number(r.files) === 1);
  expect(withFile).toBeDefined();

  const fake = formOf(fields() as Record<string, string>);
  fake.set("file", new File(["just text"], "brief.pdf", { type: "application/pdf" }));
  const refused = await postForm(fake, { Accept: "application/json" });
  expect(refused.status).toBe(415);
  expect(((await refused.json()) as { message: string }).message).toBe(
    messages.es.intake.errors.fileType,
  );
});

describe("bad input gets a 4xx in the visitor's language, and nothing is stored", () => {
  const cases: [string, () => Promise<Response>, number, string][] = [
    ["a missing name", () => postJson(fields({ locale: "zh", name: "" })), 400, "missing"],
    ["a bad email", () => postJson(fields({ email: "lucia@" })), 400, "badEmail"],
    [
      "a message one character too long (said, never cut)",
      () => postJson(fields({ message: "م".repeat(REQUEST_LIMITS.message + 1) })),
      400,
      "tooLong",
    ],
    ["a body that is not JSON", () => postJson("{not json"), 400, "badBody"],
    ["a body that is not the form's", () => postJson(["a"]), 400, "badBody"],
    ["an unknown field", () => postJson(fields({ admin: true })), 400, "badBody"],
    ["no idempotency key", () => postJson(fields(), { "Idempotency-Key": "" }), 400, "badBody"],
    [
      "another site's page",
      () => postJson(fields(), { Origin: "https://evil.example" }),
      403,
      "badBody",
    ],
    [
      "a body of another type",
      () => postJson(fields(), { "Content-Type": "text/plain", Accept: "application/json" }),
      415,
      "badBody",
    ],
    [
      "a file over 10 MB",
      () => {
        const form = formOf(fields() as Record<string, string>);
        form.set("file", new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], "big.pdf"));
        return postForm(form, { Accept: "application/json" });
      },
      413,
      "fileTooLarge",
    ],
  ];
  test.each(cases)("%s", async (_, send, status, error) => {
    const response = await send();
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: string; message?: string };
    expect(body.error).toBe(error);
    expect(await listRequests(db)).toEqual([]);
  });

  test("a limit is written as the language groups a number", async () => {
    const response = await postJson(fields({ message: "m".repeat(REQUEST_LIMITS.message + 1) }));
    const { message } = (await response.json()) as { message: string };
    expect(message).toContain("20\u00a0000");
    expect(message).toContain(messages.es.contact.message);
  });

  test("the message names the field as the form labels it, in the visitor's language", async () => {
    const response = await postJson(fields({ locale: "zh", name: " " }));
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe(
      messages.zh.intake.errors.missing.replace("{field}", messages.zh.contact.name),
    );
  });

  test("an application's empty message is named as its form labels it", async () => {
    const response = await postJson(fields({ kind: "application", role: "x", message: "" }));
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe(
      messages.es.intake.errors.missing.replace("{field}", messages.es.intake.apply.message),
    );
  });

  test("a form post without JavaScript gets the same answer as a page in its language", async () => {
    const response = await postForm(
      formOf(fields({ locale: "ar", email: "x" }) as Record<string, string>),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('lang="ar"');
    expect(html).toContain(messages.ar.intake.errors.badEmail);
  });
});

test("a bot is kept for the owner and mails nobody: the honeypot, or a form sent in a second", async () => {
  expect((await postJson(fields({ website: "http://spam.example" }))).status).toBe(201);
  expect((await postJson(fields({ startedAt: Date.now() - 500 }))).status).toBe(201);
  expect((await postJson(fields({ startedAt: Date.now() - 60_000 }))).status).toBe(201);
  const suspects = (await listRequests(db)).map((r) => r.suspect).sort();
  expect(suspects).toEqual([null, "honeypot", "sent too fast"].sort());
  const outbox = await db.selectFrom("outbox").selectAll().execute();
  expect(outbox.filter((m) => m.kind === "studio")).toHaveLength(1);
});

test("one client sending many requests is told to wait; one address gets three copies a day", async () => {
  const answers = [];
  for (let i = 0; i < 11; i++) answers.push((await postJson(fields({ message: `n${i}` }))).status);
  expect(answers.slice(0, 10).every((s) => s === 201)).toBe(true);
  expect(answers[10]).toBe(429);
  const copies = await db.selectFrom("outbox").selectAll().where("kind", "=", "copy").execute();
  expect(copies).toHaveLength(3);
});

describe("the proof of work: a script pays for each request, a person never sees it", () => {
  test("a challenge is fresh each time and never cached", async () => {
    const [a, b] = await Promise.all([1, 2].map(() => app.request(`${ORIGIN}${CHALLENGE_PATH}`)));
    expect(a!.headers.get("cache-control")).toBe("no-store");
    const [first, second] = (await Promise.all([a!.json(), b!.json()])) as Challenge[];
    expect(first!.parameters.nonce).not.toBe(second!.parameters.nonce);
  });

  test("the island's request without a good proof is told so, in its language", async () => {
    const solved = await prove();
    const tampered = { ...solved, solution: { ...solved.solution, counter: 0, derivedKey: "00" } };
    const unsigned = { ...solved, challenge: { ...solved.challenge, signature: "0".repeat(64) } };
    for (const proof of [null, tampered, unsigned]) {
      const response = await postJson(fields({ locale: "ar" }), {}, proof);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; message: string };
      expect(body).toMatchObject({ error: "proof", message: messages.ar.intake.errors.proof });
    }
    expect(await listRequests(db)).toEqual([]);
  });

  test("a proof is good for one request: its retry, never another request", async () => {
    const proof = await prove();
    const key = newKey();
    const first = await postJson(fields(), { "Idempotency-Key": key }, proof);
    const retry = await postJson(fields(), { "Idempotency-Key": key }, proof);
    expect(first.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    const other = await postJson(fields({ message: "Otra cosa." }), {}, proof);
    expect(other.status).toBe(400);
    expect(await listRequests(db)).toHaveLength(1);
  });

  test("a form without JavaScript needs none; past the hour's allowance it is held, not mailed", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await postForm(formOf(fields({ message: `sin JS ${i}` }) as never))).status);
    expect(statuses).toEqual([303, 303, 303, 303]);
    const suspects = (await listRequests(db)).map((r) => r.suspect);
    expect(suspects.filter((s) => s === null)).toHaveLength(3);
    expect(suspects.filter((s) => s !== null)).toHaveLength(1);
    const notices = await db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "studio")
      .execute();
    expect(notices).toHaveLength(3);
  });
});
