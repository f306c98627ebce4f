import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { MESSAGES_FILE } from "@/lib/contact/sqlite-message-store";
import { UNMET_TEXTS_PER_DAY, type CountRow } from "./count-kinds";
import type { CountStore } from "./count-store";

// The daily counts in the SQLite file of the contact messages (DATA_DIR), in a table of their
// own. One upsert per visit: the row's count grows by one, or a new row starts at one unless
// the day already holds UNMET_TEXTS_PER_DAY distinct unmet texts.

const SCHEMA = `CREATE TABLE IF NOT EXISTS daily_counts (
  kind TEXT NOT NULL,
  day TEXT NOT NULL,
  platform TEXT NOT NULL,
  key TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (kind, day, platform, key)
)`;

const ADD_COUNT_SQL = `INSERT INTO daily_counts (kind, day, platform, key, count)
  SELECT @kind, @day, @platform, @key, 1
  WHERE @kind <> 'unmet'
     OR EXISTS (SELECT 1 FROM daily_counts
                WHERE kind = @kind AND day = @day AND platform = @platform AND key = @key)
     OR (SELECT COUNT(*) FROM daily_counts WHERE kind = 'unmet' AND day = @day) < @cap
  ON CONFLICT (kind, day, platform, key) DO UPDATE SET count = count + 1`;

const stores = new Map<string, CountStore>();

export function sqliteCountStore(dataDir: string): CountStore {
  const file = path.resolve(dataDir, MESSAGES_FILE);
  const existing = stores.get(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("busy_timeout = 1000");
  db.pragma("journal_mode = WAL");
  db.exec(SCHEMA);
  const add = db.prepare(ADD_COUNT_SQL);
  const since = db.prepare(
    "SELECT kind, day, platform, key, count FROM daily_counts WHERE day >= ? ORDER BY kind, day, count DESC, platform, key",
  );
  const store: CountStore = {
    async add({ kind, day, platform, key }) {
      add.run({ kind, day, platform, key, cap: UNMET_TEXTS_PER_DAY });
    },
    async since(day) {
      return since.all(day) as CountRow[];
    },
    async close() {
      stores.delete(file);
      db.close();
    },
  };
  stores.set(file, store);
  return store;
}
