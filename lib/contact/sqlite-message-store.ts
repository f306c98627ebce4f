import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ContactMessage } from "./contact-schema";

// Contact messages in SQLite when no backend is configured. One file per DATA_DIR, opened once
// per process. WAL lets `npm run messages` read while the site writes; synchronous=FULL makes a
// committed row survive a power cut, so "success" is only answered for a row that is on disk.
// No client address is stored: nothing needs it, and it is personal data.

export const MESSAGES_FILE = "messages.sqlite";

/** Schema migrations, applied in order; PRAGMA user_version records how many have run. */
const migrations: readonly string[] = [
  `CREATE TABLE messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT,
     phone TEXT NOT NULL,
     message TEXT NOT NULL
   );
   CREATE INDEX messages_received_at ON messages (received_at);`,
  // 2: the key a browser gives a message (its offline outbox retries it), unique, so a retry of
  // a message already stored stores nothing. Messages without a key (NULL) are all kept.
  `ALTER TABLE messages ADD COLUMN idempotency_key TEXT;
   CREATE UNIQUE INDEX messages_idempotency_key ON messages (idempotency_key);`,
];

export type StoredMessage = {
  id: number;
  /** ISO 8601, UTC. */
  received_at: string;
  name: string;
  email: string | null;
  phone: string;
  message: string;
};

export type MessageStore = {
  /**
   * Inserts one message and returns its id once the row is committed; undefined, storing
   * nothing, when a message with the same idempotency key is already stored.
   */
  insert(message: ContactMessage, receivedAt?: Date, key?: string): number | undefined;
  /** Every message, newest first. */
  list(): StoredMessage[];
  count(): number;
  close(): void;
};

function migrate(db: Database.Database): void {
  const apply = db.transaction(() => {
    // Read inside the write transaction so two processes starting together cannot both migrate.
    const version = db.pragma("user_version", { simple: true }) as number;
    for (let i = version; i < migrations.length; i++) db.exec(migrations[i]!);
    if (version < migrations.length) db.pragma(`user_version = ${migrations.length}`);
  });
  apply.immediate();
}

function createStore(file: string, readonly: boolean): MessageStore {
  const db = new Database(file, { readonly, fileMustExist: readonly });
  db.pragma("busy_timeout = 5000");
  if (!readonly) {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    migrate(db);
  }
  const insert = readonly
    ? undefined
    : db.prepare(
        `INSERT INTO messages (received_at, name, email, phone, message, idempotency_key)
         VALUES (@received_at, @name, @email, @phone, @message, @key)
         ON CONFLICT (idempotency_key) DO NOTHING`,
      );
  const list = db.prepare(
    `SELECT id, received_at, name, email, phone, message FROM messages
     ORDER BY received_at DESC, id DESC`,
  );
  const count = db.prepare("SELECT COUNT(*) AS n FROM messages").pluck();
  return {
    insert(message, receivedAt = new Date(), key) {
      if (!insert) throw new Error("The message store is open read-only");
      const result = insert.run({
        received_at: receivedAt.toISOString(),
        name: message.name,
        email: message.email ?? null,
        phone: message.phone,
        message: message.message,
        key: key ?? null,
      });
      return result.changes === 0 ? undefined : Number(result.lastInsertRowid);
    },
    list: () => list.all() as StoredMessage[],
    count: () => count.get() as number,
    close: () => db.close(),
  };
}

const openStores = new Map<string, MessageStore>();

/** The store in `dataDir`, created (folder, file, tables) on first use. */
export function openMessageStore(dataDir: string): MessageStore {
  const file = path.resolve(dataDir, MESSAGES_FILE);
  let store = openStores.get(file);
  if (!store) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const created = createStore(file, false);
    store = {
      ...created,
      close() {
        openStores.delete(file);
        created.close();
      },
    };
    openStores.set(file, store);
  }
  return store;
}

/** Opens an existing store to read only; undefined when no message was ever stored there. */
export function openMessageStoreForReading(dataDir: string): MessageStore | undefined {
  const file = path.resolve(dataDir, MESSAGES_FILE);
  if (!fs.existsSync(file)) return undefined;
  return createStore(file, true);
}
