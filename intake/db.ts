// The intake's storage: an embedded SQLite file by default (Node's own `node:sqlite`, no native
// module to build), PostgreSQL when `DATABASE_URL` names one. Kysely writes the same queries for
// both; the schema is one list of versioned migrations, applied at start.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";

import { Kysely, PostgresDialect, sql } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import { SqliteDialect } from "kysely-sqlite";
import pg from "pg";

export type RequestRow = {
  /** The reference the buyer quotes: "HL-7K3M-Q2XD". */
  id: string;
  created_at: string;
  kind: string;
  locale: string;
  name: string;
  email: string;
  company: string;
  message: string;
  link: string | null;
  role: string | null;
  /** The plan as JSON, for a request sent from the planner. */
  plan: string | null;
  /** A request a bot check doubted, kept for the owner to look at rather than dropped. */
  suspect: string | null;
};

type AttachmentRow = {
  id: string;
  request_id: string;
  file_name: string;
  media_type: string;
  size: number;
  content: Uint8Array;
};

type OutboxRow = {
  id: string;
  request_id: string;
  /** "studio": the studio is told; "copy": the buyer's copy. */
  kind: string;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
};

type IdempotencyRow = {
  key: string;
  fingerprint: string;
  request_id: string | null;
  /** The first answer, given again to a retry: its status and JSON body. */
  status: number | null;
  response: string | null;
  created_at: string;
};

type Schema = {
  requests: RequestRow;
  attachments: AttachmentRow;
  outbox: OutboxRow;
  idempotency_keys: IdempotencyRow;
};

export type Database = Kysely<Schema>;
export type Engine = "sqlite" | "postgres";

/** The schema, version by version. A change is a new migration; a shipped one never changes. */
const migrations = (engine: Engine): Record<string, Migration> => ({
  "001-requests": {
    async up(db: Kysely<unknown>) {
      const binary = engine === "postgres" ? "bytea" : "blob";
      await db.schema
        .createTable("requests")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("link", "text")
        .addColumn("role", "text")
        .addColumn("plan", "text")
        .addColumn("suspect", "text")
        .execute();
      await db.schema
        .createIndex("requests_created_at")
        .on("requests")
        .column("created_at")
        .execute();
      await db.schema
        .createTable("attachments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("request_id", "text", (c) =>
          c.notNull().references("requests.id").onDelete("cascade"),
        )
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("media_type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("content", sql.raw(binary), (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("request_id", "text", (c) =>
          c.notNull().references("requests.id").onDelete("cascade"),
        )
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("to_address", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("sent_at", "text")
        .addColumn("last_error", "text")
        .execute();
      await db.schema
        .createIndex("outbox_due")
        .on("outbox")
        .columns(["sent_at", "next_attempt_at"])
        .execute();
      await db.schema
        .createTable("idempotency_keys")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("fingerprint", "text", (c) => c.notNull())
        .addColumn("request_id", "text", (c) => c.references("requests.id").onDelete("cascade"))
        .addColumn("status", "integer")
        .addColumn("response", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  },
});

/**
 * A database for `url`: `postgres://…` or `postgresql://…` is PostgreSQL, anything else a SQLite
 * file's path (its folder is made if missing), `:memory:` an in-memory one.
 */
export function openDatabase(url: string): { db: Database; engine: Engine } {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      db: new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) }),
      engine: "postgres",
    };
  }
  if (url !== ":memory:") mkdirSync(dirname(url), { recursive: true });
  const database = new DatabaseSync(url);
  // Writers wait for each other instead of failing; the log survives a crash mid-write.
  database.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;");
  return { db: new Kysely<Schema>({ dialect: new SqliteDialect({ database }) }), engine: "sqlite" };
}

/** Brings the schema up to date; throws, naming the migration, when one fails. */
export async function migrate(db: Database, engine: Engine): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(engine) },
    migrationTableName: "intake_migrations",
    migrationLockTableName: "intake_migrations_lock",
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error)
    throw new Error(`intake: migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
}
