// The intake's HTTP answers, on the site's own origin under `INTAKE_PATH`: a request in, as JSON
// from the form's island or as a plain form post without JavaScript; its confirmation; and a
// clear 4xx in the visitor's language for anything it cannot take. Hono's handlers take and give
// the platform's Request and Response, so they run under `npm start`'s server and elsewhere.
import { createHash } from "node:crypto";

import { fileTypeFromBuffer } from "file-type";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createTranslator } from "use-intl/core";
import type { z } from "zod";

import { formatLocale, localeFromPathname, locales, type Locale } from "../app/i18n/locales.ts";
import type { Messages } from "../app/i18n/messages/en.ts";
import {
  ATTACHMENT_MAX_BYTES,
  attachmentTypes,
  CHALLENGE_PATH,
  INTAKE_PATH,
  MIN_FILL_MS,
  PROOF_FIELD,
  REQUEST_LIMITS,
} from "../app/requests/limits.ts";
import type { Proof } from "../app/requests/proof.ts";
import { requestSchema, type ValidRequest } from "../app/requests/request.ts";
import { MAIL_TAGS } from "../app/mail/mailto.ts";
import { noFileHeaders, securityHeaders } from "../scripts/host/headers.ts";

import type { Database } from "./db.ts";
import { confirmationPage, errorPage, intakePagePolicy } from "./pages.ts";
import { proofOfWork, type ProofOptions } from "./proof.ts";
import { copiesSince, receive, type Attachment, type OutgoingMail } from "./store.ts";
import { studioNotice } from "./notice.ts";

/** Requests one client may send in `RATE_WINDOW_MS`: a person sends a few, a script hundreds. */
const RATE_LIMIT = 10;
const RATE_WINDOW_MS = 10 * 60_000;
/** Copies mailed to one address a day: the form cannot be used to mail a stranger repeatedly. */
const COPIES_PER_DAY = 3;
/** The largest body: an attachment, the longest message in any script, and the form's fields. */
const BODY_MAX_BYTES = ATTACHMENT_MAX_BYTES + 400_000;
const KEY = /^[A-Za-z0-9_-]{16,100}$/;
/**
 * Requests an hour, from every client together, that may come without a proof of work: a page
 * without JavaScript cannot make one. Beyond it they are still stored, but held for the owner
 * to look at rather than mailed: a script that finds the plain form cannot flood the studio.
 */
const UNPROVEN_PER_HOUR = 30;

export type IntakeOptions = {
  db: Database;
  messages: Record<Locale, Messages>;
  /** Where the studio is told; with `copies`, buyers get a copy too. No mail when absent. */
  mail?: { studio: string; copies: boolean };
  /** The office hours line in each language, as the site prints it. */
  hours: (locale: Locale) => string;
  /** Called after a request is committed: the outbox sends its mails. */
  onReceived?: () => void;
  /** A salt for hashing client addresses in the rate limit: no address is kept as it is. */
  salt?: string;
  /** Requests one client may send in ten minutes. */
  rateLimit?: number;
  /** The proof of work's secret and size. */
  proof?: ProofOptions;
  /** Requests an hour, from all clients, taken without a proof of work before they are held. */
  unprovenPerHour?: number;
};

type Problem = {
  status: number;
  error: string;
  field?: string;
  values?: Record<string, string | number>;
};

class RequestProblem extends Error {
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(problem.error);
    this.problem = problem;
  }
}

const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The labels a visitor knows each field by, on the form they sent, to name it in a message. */
function fieldLabel(messages: Messages, field: string, application: boolean): string {
  const labels: Record<string, string> = {
    name: messages.contact.name,
    email: messages.contact.email,
    company: messages.contact.company,
    message: application ? messages.intake.apply.message : messages.contact.message,
  };
  return labels[field] ?? field;
}

/** The first problem of a request the schema refused, as the visitor will read it. */
function problemOf(error: z.ZodError): Problem {
  const issue = error.issues[0]!;
  const field = String(issue.path[0] ?? "");
  if (field === "email") return { status: 400, error: "badEmail", field };
  if (field === "link") return { status: 400, error: "badLink", field };
  if (issue.code === "too_big" && field in REQUEST_LIMITS)
    return {
      status: 400,
      error: "tooLong",
      field,
      values: { max: REQUEST_LIMITS[field as keyof typeof REQUEST_LIMITS] },
    };
  if (
    ["name", "message"].includes(field) &&
    (issue.code === "too_small" || issue.code === "invalid_type")
  )
    return { status: 400, error: "missing", field };
  return { status: 400, error: "badBody", field };
}

/** What an attachment's bytes say it is, if it is a type the intake takes. */
async function attachmentType(file: File, bytes: Uint8Array): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return undefined;
  // Word, Excel and PowerPoint 97–2003 share one container (CFB); its name says which it is.
  if (found.ext === "cfb") {
    const older: Record<string, string> = {
      doc: "application/msword",
      xls: "application/vnd.ms-excel",
      ppt: "application/vnd.ms-powerpoint",
    };
    return older[file.name.split(".").at(-1)?.toLowerCase() ?? ""];
  }
  return (attachmentTypes as readonly string[]).includes(found.mime) ? found.mime : undefined;
}

/** A client's address, hashed: enough to count its requests, nothing to identify it by. */
function clientOf(c: Context, salt: string): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = forwarded ?? env?.incoming?.socket?.remoteAddress ?? "unknown";
  return createHash("sha256").update(salt).update(address).digest("hex").slice(0, 32);
}

export function createIntake(options: IntakeOptions) {
  const { db, messages } = options;
  const salt = options.salt ?? crypto.randomUUID();
  const recent = new Map<string, number[]>();
  const pow = proofOfWork(options.proof);
  let unproven: number[] = [];
  const app = new Hono();

  const t = (locale: Locale) =>
    createTranslator({ locale: formatLocale(locale), messages: messages[locale] });

  /** Too many requests from this client lately. */
  function limited(client: string, now: number): boolean {
    const times = (recent.get(client) ?? []).filter((at) => now - at < RATE_WINDOW_MS);
    times.push(now);
    recent.set(client, times);
    if (recent.size > 10_000) recent.clear();
    return times.length > (options.rateLimit ?? RATE_LIMIT);
  }

  /** One more request without a proof this hour: whether it is past the hour's allowance. */
  function pastUnprovenAllowance(now: number): boolean {
    unproven = unproven.filter((at) => now - at < 3_600_000);
    unproven.push(now);
    return unproven.length > (options.unprovenPerHour ?? UNPROVEN_PER_HOUR);
  }

  function message(locale: Locale, problem: Problem, application: boolean): string {
    // A number as the language groups it: 20,000; Spanish with a no-break space, 20 000.
    const numbers = new Intl.NumberFormat(formatLocale(locale));
    const grouped = (n: number) =>
      locale === "es" ? numbers.format(n).replace(/\./g, "\u00a0") : numbers.format(n);
    const values = {
      ...Object.fromEntries(
        Object.entries(problem.values ?? {}).map(([k, v]) => [
          k,
          typeof v === "number" ? grouped(v) : v,
        ]),
      ),
      ...(problem.field && {
        field: fieldLabel(messages[locale], problem.field, application),
      }),
    };
    return t(locale)(`intake.errors.${problem.error}` as never, values as never);
  }

  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(noFileHeaders))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });

  // A challenge for the form's island to solve: fetched once the visitor starts on the form.
  app.get(CHALLENGE_PATH, async (c) =>
    c.json(await pow.challenge(), 200, { ...securityHeaders, "Cache-Control": "no-store" }),
  );

  app.post(
    INTAKE_PATH,
    bodyLimit({
      maxSize: BODY_MAX_BYTES,
      onError: (c) => c.json({ error: "fileTooLarge" }, 413),
    }),
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      const json = type.startsWith("application/json");
      const form =
        type.startsWith("multipart/form-data") ||
        type.startsWith("application/x-www-form-urlencoded");
      // The locale the answer is written in: the request's own, else English.
      let locale: Locale = "en";
      // Which form it came from: an application's message field has its own label.
      let application = false;
      // The form's island asks for JSON, whatever it sends; a page without JavaScript, for a page.
      const wantsJson = json || (c.req.header("accept") ?? "").includes("application/json");
      const fail = (problem: Problem) =>
        wantsJson
          ? c.json(
              {
                error: problem.error,
                field: problem.field,
                message: message(locale, problem, application),
              },
              problem.status as never,
            )
          : c.html(
              errorPage(
                locale,
                message(locale, problem, application),
                messages[locale].intake.back,
              ),
              problem.status as never,
              { "Content-Security-Policy": intakePagePolicy },
            );

      // Same origin only: another site's page cannot post here in a visitor's name.
      const origin = c.req.header("origin");
      const own = new URL(c.req.url).origin;
      const host = c.req.header("host");
      const allowed =
        origin !== undefined &&
        (origin === own || (host !== undefined && new URL(origin).host === host));
      if (!allowed) return fail({ status: 403, error: "badBody" });
      if (!json && !form) return fail({ status: 415, error: "badBody" });

      try {
        let fields: Record<string, unknown>;
        let file: File | undefined;
        let formKey: string | undefined;
        if (json) {
          fields = await c.req.json<Record<string, unknown>>().catch(() => {
            throw new RequestProblem({ status: 400, error: "badBody" });
          });
          if (fields === null || typeof fields !== "object" || Array.isArray(fields))
            throw new RequestProblem({ status: 400, error: "badBody" });
        } else {
          const body = await c.req.parseBody().catch(() => {
            throw new RequestProblem({ status: 400, error: "badBody" });
          });
          // The form's file field is `file`; an empty file input sends an empty file.
          const { file: attached, idempotencyKey, plan, [PROOF_FIELD]: proof, ...rest } = body;
          fields = { ...rest };
          if (typeof idempotencyKey === "string") formKey = idempotencyKey;
          if (typeof plan === "string" && plan) fields.plan = JSON.parse(plan);
          if (typeof proof === "string" && proof) fields[PROOF_FIELD] = JSON.parse(proof);
          if (attached instanceof File && attached.size > 0) file = attached;
        }
        // A page without JavaScript sends no language: the page it was sent from says it.
        const from = c.req.header("referer");
        if (fields.locale === undefined && from && URL.canParse(from))
          fields.locale = localeFromPathname(new URL(from).pathname);
        if (isLocale(fields.locale)) locale = fields.locale;
        application = fields.kind === "application";

        // A page without JavaScript cannot make a key: the same form sent again is the same
        // request, so its contents are its key.
        const key =
          c.req.header("idempotency-key") ??
          formKey ??
          (json
            ? undefined
            : `form-${createHash("sha256")
                .update(JSON.stringify(fields))
                .update(file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array())
                .digest("hex")
                .slice(0, 48)}`);
        if (!key || !KEY.test(key)) throw new RequestProblem({ status: 400, error: "badBody" });

        const now = Date.now();
        if (limited(clientOf(c, salt), now))
          throw new RequestProblem({ status: 429, error: "tooMany" });

        // The proof travels with the request; it is not part of it.
        const { [PROOF_FIELD]: proof, ...requestFields } = fields;
        const parsed = requestSchema.safeParse(requestFields);
        if (!parsed.success) throw new RequestProblem(problemOf(parsed.error));
        const request: ValidRequest = parsed.data;

        const proven =
          proof !== null && typeof proof === "object" && (await pow.verify(proof as Proof, key));
        // The island always makes one: a request from it without a good one is told to make it
        // again, which the island does by itself. A page without JavaScript cannot.
        if (wantsJson && !proven) throw new RequestProblem({ status: 400, error: "proof" });

        const attachments: Attachment[] = [];
        if (file) {
          if (file.size > ATTACHMENT_MAX_BYTES)
            throw new RequestProblem({ status: 413, error: "fileTooLarge" });
          const bytes = new Uint8Array(await file.arrayBuffer());
          const mediaType = await attachmentType(file, bytes);
          if (!mediaType) throw new RequestProblem({ status: 415, error: "fileType" });
          attachments.push({
            fileName: file.name.slice(0, 200) || "attachment",
            mediaType,
            content: bytes,
          });
        }

        // A bot's request is kept for the owner to look at, and answered as a person's would be.
        const suspect = request.website
          ? "honeypot"
          : request.startedAt !== undefined && now - request.startedAt < MIN_FILL_MS
            ? "sent too fast"
            : !proven && pastUnprovenAllowance(now)
              ? "no proof of work, past the hour's allowance"
              : null;
        const wantsCopy =
          !suspect &&
          options.mail?.copies === true &&
          (await copiesSince(db, request.email, new Date(now - 86_400_000))) < COPIES_PER_DAY;
        const words = t(request.locale as Locale);
        const answer = await receive(db, {
          key,
          request: {
            kind: request.kind,
            locale: request.locale,
            name: request.name,
            email: request.email.toLowerCase(),
            company: request.company,
            message: request.message,
            link: request.link ?? null,
            role: request.role ?? null,
            plan: request.plan ? JSON.stringify(request.plan) : null,
            suspect,
          },
          attachments,
          mails: (reference): OutgoingMail[] => {
            if (suspect || !options.mail) return [];
            const hours = options.hours(request.locale as Locale);
            const mails: OutgoingMail[] = [
              {
                kind: "studio",
                to: options.mail.studio,
                ...studioNotice(reference, request, attachments),
              },
            ];
            if (wantsCopy)
              mails.push({
                kind: "copy",
                to: request.email.toLowerCase(),
                subject: words("intake.copySubject", {
                  reference,
                  tag: request.kind === "application" ? MAIL_TAGS.application : MAIL_TAGS.request,
                }),
                body: words("intake.copyBody", {
                  name: request.name,
                  reference,
                  hours,
                  message: request.message,
                }),
              });
            return mails;
          },
          answer: (reference) => ({
            status: 201,
            body: { reference, copy: wantsCopy, locale: request.locale },
          }),
        });
        if (answer.status === 201) options.onReceived?.();
        if (answer.status >= 400)
          return fail({
            status: answer.status,
            error: answer.status === 422 ? "keyReused" : "badBody",
          });
        if (wantsJson) return c.json(answer.body, answer.status as never);
        // Without JavaScript: to the confirmation page, so a reload does not post again.
        const reference = String(answer.body.reference);
        return c.redirect(`${INTAKE_PATH}/received?ref=${reference}&lang=${request.locale}`, 303);
      } catch (error) {
        if (error instanceof RequestProblem) return fail(error.problem);
        if (error instanceof SyntaxError) return fail({ status: 400, error: "badBody" });
        throw error;
      }
    },
  );

  app.get(`${INTAKE_PATH}/received`, async (c) => {
    const lang = c.req.query("lang");
    const locale: Locale = isLocale(lang) ? lang : "en";
    const reference = c.req.query("ref") ?? "";
    if (!/^HL-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(reference)) return c.notFound();
    const found = await db
      .selectFrom("requests")
      .select("id")
      .where("id", "=", reference)
      .executeTakeFirst();
    if (!found) return c.notFound();
    const words = t(locale);
    const html = confirmationPage(locale, {
      title: words("intake.sentTitle"),
      text: words("intake.sentText", { reference: "\u0000" }),
      reference,
      next: words("intake.nextStep"),
      hours: options.hours(locale),
      home: messages[locale].notFound.returnHome,
    });
    return c.html(html, 200, {
      ...securityHeaders,
      "Content-Security-Policy": intakePagePolicy,
      "Cache-Control": "no-store",
    });
  });

  // Any other method on the intake's paths: said, never silence.
  app.all(`${INTAKE_PATH}`, (c) => c.text("Method not allowed", 405, { Allow: "POST" }));
  app.notFound((c) => c.text("Not found", 404));
  app.onError((error, c) => {
    // The error's kind, never the request: no personal data in the log.
    console.error(`intake: ${error.name}: ${error.message}`);
    return c.json({ error: "unavailable" }, 503);
  });
  return app;
}
