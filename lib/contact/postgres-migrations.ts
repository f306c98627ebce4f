import "server-only";
import type { Pool } from "pg";
import { postgresPool } from "./postgres-pool";

// The PostgreSQL schema, as numbered migrations applied in order. Table schema_migrations
// records each applied version; migrating takes a transaction-scoped advisory lock, so several
// instances starting together apply each migration exactly once. Never edit a migration that
// has shipped: add the next one.

export const postgresMigrations: readonly string[] = [
  // 1: contact messages, the same columns as the SQLite store (lib/contact/sqlite-message-store.ts).
  `CREATE TABLE messages (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     received_at TIMESTAMPTZ NOT NULL,
     name TEXT NOT NULL,
     email TEXT,
     phone TEXT NOT NULL,
     message TEXT NOT NULL
   );
   CREATE INDEX messages_received_at ON messages (received_at);`,
  // 2: the contact rate limit shared by every instance (lib/contact/rate-limiter.ts), in the
  // layout rate-limiter-flexible's RateLimiterPostgres reads and writes.
  `CREATE TABLE contact_rate_limits (
     key VARCHAR(255) PRIMARY KEY,
     points INTEGER NOT NULL DEFAULT 0,
     expire BIGINT
   );`,
  // 3: the key a browser gives a message (its offline outbox retries it), unique as in the
  // SQLite store, so a retry of a message already stored stores nothing. NULLs are distinct.
  `ALTER TABLE messages ADD COLUMN idempotency_key TEXT;
   CREATE UNIQUE INDEX messages_idempotency_key ON messages (idempotency_key);`,
  // 4: the daily counts of the links into the app and of unmet searches
  // (lib/daily-counts/): a day, a kind, a platform, a key and a number; nothing about a person.
  `CREATE TABLE daily_counts (
     kind TEXT NOT NULL,
     day DATE NOT NULL,
     platform TEXT NOT NULL,
     key TEXT NOT NULL,
     count BIGINT NOT NULL,
     PRIMARY KEY (kind, day, platform, key)
   );`,
];

/** Any fixed number: the key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 0x6d697a61;

/** The highest applied version; 0 for an empty database. */
export async function schemaVersion(pool: Pool): Promise<number> {
  const exists = await pool.query("SELECT to_regclass('schema_migrations') IS NOT NULL AS yes");
  if (!exists.rows[0]?.yes) return 0;
  const result = await pool.query<{ version: number | null }>(
    "SELECT MAX(version) AS version FROM schema_migrations",
  );
  return Number(result.rows[0]?.version ?? 0);
}

/**
 * Applies the migrations not yet recorded, up to `target` (every one by default; tests stop
 * earlier to build an older schema), in one transaction. Returns the version reached.
 */
export async function migratePostgres(
  pool: Pool,
  target: number = postgresMigrations.length,
): Promise<number> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version INTEGER PRIMARY KEY,
         applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
       )`,
    );
    const applied = await client.query<{ version: number | null }>(
      "SELECT MAX(version) AS version FROM schema_migrations",
    );
    const current = Number(applied.rows[0]?.version ?? 0);
    for (let version = current + 1; version <= target; version++) {
      await client.query(postgresMigrations[version - 1]!);
      await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
    }
    await client.query("COMMIT");
    return Math.max(current, target);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => (broken = true));
    throw error;
  } finally {
    // A connection that could not even roll back is dropped, not returned to the pool.
    client.release(broken);
  }
}

const schemaReady = new Map<string, Promise<void>>();

/**
 * Migrates the database of `databaseUrl` once per process (the store, the rate limiter and the
 * start-up check share it); after a failure the next call tries again.
 */
export function ensurePostgresSchema(databaseUrl: string): Promise<void> {
  let ready = schemaReady.get(databaseUrl);
  if (!ready) {
    ready = migratePostgres(postgresPool(databaseUrl)).then(
      () => undefined,
      (error: unknown) => {
        schemaReady.delete(databaseUrl);
        throw error;
      },
    );
    schemaReady.set(databaseUrl, ready);
  }
  return ready;
}

/** Forgets that `databaseUrl` was migrated (tests that drop and rebuild a database). */
export function forgetPostgresSchema(databaseUrl: string): void {
  schemaReady.delete(databaseUrl);
}
