// The intake as `npm start` runs it beside the static site: its settings from the environment,
// the database opened and brought up to date, the outbox sending, old requests deleted. Its
// README says what each setting does.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { getRequestListener } from "@hono/node-server";
import nodemailer from "nodemailer";
import { createTranslator } from "use-intl/core";

import { officeHoursParts, officeHoursText } from "../app/content/office-hours.ts";
import { site } from "../app/content/site.ts";
import { messagesFile } from "../app/i18n/locale-files.ts";
import { formatLocale, locales, type Locale } from "../app/i18n/locales.ts";
import type { Messages } from "../app/i18n/messages/en.ts";

import { createIntake } from "./app.ts";
import { migrate, openDatabase } from "./db.ts";
import { startOutbox } from "./outbox.ts";
import { setStylesheet } from "./pages.ts";
import { deleteOlderThan } from "./store.ts";
import { retentionDays } from "./retention.ts";

/** Where the SQLite file lives unless `INTAKE_DATABASE` or `DATABASE_URL` says otherwise. */
export const DEFAULT_DATABASE = join(import.meta.dirname, "../data/intake.sqlite");

/** Every language's messages, from the list of languages. */
export async function loadAllMessages(): Promise<Record<Locale, Messages>> {
  const entries = await Promise.all(
    locales.map(async (l) => {
      const file = (await import(messagesFile(l).href)) as { default: Messages };
      return [l, file.default] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, Messages>;
}

/** The office hours as every page prints them, for the confirmation and the buyer's copy. */
export function hoursLine(messages: Record<Locale, Messages>) {
  return (locale: Locale) => {
    const t = createTranslator({ locale: formatLocale(locale), messages: messages[locale] });
    return officeHoursText(t, officeHoursParts(locale, site.hours, new Date()));
  };
}

/**
 * Starts the intake for a server: returns the request listener for the intake's paths and a
 * `close` that stops the outbox and closes the database. `clientDir` is the built site, whose
 * stylesheet the intake's own pages use.
 */
export async function startIntake(env: NodeJS.ProcessEnv, clientDir: string) {
  const url = env.DATABASE_URL || env.INTAKE_DATABASE || DEFAULT_DATABASE;
  const { db, engine } = openDatabase(url);
  await migrate(db, engine);

  const stylesheet = /data-href="(\/assets\/[^"]+\.css)"/.exec(
    readFileSync(join(clientDir, "index.html"), "utf8"),
  )?.[1];
  setStylesheet(stylesheet);

  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : undefined;
  const from = env.MAIL_FROM || `${site.name} <${site.email}>`;
  const outbox = transport ? startOutbox(db, transport, from) : undefined;
  const messages = await loadAllMessages();
  const app = createIntake({
    db,
    messages,
    hours: hoursLine(messages),
    mail: transport
      ? { studio: env.INTAKE_NOTIFY || site.email, copies: env.INTAKE_COPIES !== "off" }
      : undefined,
    onReceived: outbox?.wake,
    salt: env.INTAKE_SALT,
    rateLimit: env.INTAKE_RATE_LIMIT ? Number(env.INTAKE_RATE_LIMIT) : undefined,
    proof: {
      secret: env.INTAKE_SECRET || undefined,
      work: env.INTAKE_PROOF_WORK ? Number(env.INTAKE_PROOF_WORK) : undefined,
    },
  });

  // Requests older than the retention period go, at start and every hour.
  const purge = () =>
    deleteOlderThan(db, retentionDays()).catch((error: Error) =>
      console.error(`intake: retention failed: ${error.message}`),
    );
  await purge();
  const timer = setInterval(purge, 3_600_000);
  timer.unref();

  return {
    engine,
    listener: getRequestListener(app.fetch),
    async close() {
      clearInterval(timer);
      await outbox?.stop();
      await db.destroy();
    },
  };
}
