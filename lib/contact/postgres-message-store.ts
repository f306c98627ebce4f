import "server-only";
import type { ContactMessage } from "./contact-schema";
import type { StoredMessage } from "./sqlite-message-store";
import { ensurePostgresSchema, forgetPostgresSchema } from "./postgres-migrations";
import { closePostgresPool, postgresPool } from "./postgres-pool";

// Contact messages in PostgreSQL (DATABASE_URL), for deployments with several instances or no
// file system to keep. The same columns as the SQLite store; parameterised statements only.
// An INSERT outside an explicit transaction commits before its answer arrives, so a message is
// reported stored only once it is committed. No client address is stored.

export type PostgresMessageStore = {
  /** Creates or migrates the schema once per process (retried after a failure). */
  ready(): Promise<void>;
  /**
   * Inserts one message and returns its id once the row is committed; undefined, storing
   * nothing, when a message with the same idempotency key is already stored.
   */
  insert(message: ContactMessage, receivedAt?: Date, key?: string): Promise<number | undefined>;
  /** Every message, newest first. */
  list(): Promise<StoredMessage[]>;
  count(): Promise<number>;
};

type MessageRow = Omit<StoredMessage, "id" | "received_at"> & { id: string; received_at: Date };

const stores = new Map<string, PostgresMessageStore>();

export function postgresMessageStore(databaseUrl: string): PostgresMessageStore {
  const existing = stores.get(databaseUrl);
  if (existing) return existing;

  const pool = postgresPool(databaseUrl);
  const ready = () => ensurePostgresSchema(databaseUrl);

  const store: PostgresMessageStore = {
    ready,
    async insert(message, receivedAt = new Date(), key) {
      await ready();
      const result = await pool.query<{ id: string }>(
        `INSERT INTO messages (received_at, name, email, phone, message, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [
          receivedAt,
          message.name,
          message.email ?? null,
          message.phone,
          message.message,
          key ?? null,
        ],
      );
      const row = result.rows[0];
      return row ? Number(row.id) : undefined;
    },
    async list() {
      await ready();
      const result = await pool.query<MessageRow>(
        `SELECT id, received_at, name, email, phone, message
         FROM messages ORDER BY received_at DESC, id DESC`,
      );
      return result.rows.map((row) => ({
        ...row,
        id: Number(row.id),
        received_at: row.received_at.toISOString(),
      }));
    },
    async count() {
      await ready();
      const result = await pool.query<{ n: string }>("SELECT COUNT(*) AS n FROM messages");
      return Number(result.rows[0]!.n);
    },
  };
  stores.set(databaseUrl, store);
  return store;
}

/** Forgets the store of `databaseUrl` and closes its pool (tests and scripts). */
export async function closePostgresMessageStore(databaseUrl: string): Promise<void> {
  stores.delete(databaseUrl);
  forgetPostgresSchema(databaseUrl);
  await closePostgresPool(databaseUrl);
}
