import "server-only";
import { ensurePostgresSchema } from "@/lib/contact/postgres-migrations";
import { postgresPool } from "@/lib/contact/postgres-pool";
import { UNMET_TEXTS_PER_DAY, type CountRow } from "./count-kinds";
import type { CountStore } from "./count-store";

// The daily counts in PostgreSQL (DATABASE_URL), table daily_counts (migration 4 of
// lib/contact/postgres-migrations.ts). The upsert is one statement, so counts stay exact with
// any number of instances. The cap on distinct unmet texts is read in the same statement;
// instances inserting new texts at the same instant can pass it by a few rows, never more.

const ADD = `INSERT INTO daily_counts (kind, day, platform, key, count)
  SELECT $1, $2::date, $3, $4, 1
  WHERE $1 <> 'unmet'
     OR EXISTS (SELECT 1 FROM daily_counts
                WHERE kind = $1 AND day = $2::date AND platform = $3 AND key = $4)
     OR (SELECT COUNT(*) FROM daily_counts WHERE kind = 'unmet' AND day = $2::date) < $5
  ON CONFLICT (kind, day, platform, key) DO UPDATE SET count = daily_counts.count + 1`;

type Row = Omit<CountRow, "count"> & { count: string };

export function postgresCountStore(databaseUrl: string): CountStore {
  const pool = postgresPool(databaseUrl);
  return {
    async add({ kind, day, platform, key }) {
      await ensurePostgresSchema(databaseUrl);
      await pool.query(ADD, [kind, day, platform, key, UNMET_TEXTS_PER_DAY]);
    },
    async since(day) {
      await ensurePostgresSchema(databaseUrl);
      const result = await pool.query<Row>(
        `SELECT kind, to_char(day, 'YYYY-MM-DD') AS day, platform, key, count
         FROM daily_counts WHERE day >= $1::date
         ORDER BY kind, day, count DESC, platform, key`,
        [day],
      );
      return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
    async close() {},
  };
}
