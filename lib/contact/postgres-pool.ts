import "server-only";
import { Pool } from "pg";

// One pooled PostgreSQL client per DATABASE_URL and process, shared by the message store and
// the rate limiter. Every wait is bounded so a database that is down or stuck turns into a
// quick failure (the contact API answers 503 within 5 s) instead of a request that hangs:
// getting a connection (also waiting for a free one in the pool), the client's wait for a
// query's answer, and the server's own limit on a statement.

const POSTGRES_TIMEOUT_MS = 2_000;

const pools = new Map<string, Pool>();

export function postgresPool(databaseUrl: string): Pool {
  let pool = pools.get(databaseUrl);
  if (!pool) {
    pool = new Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: POSTGRES_TIMEOUT_MS,
      query_timeout: POSTGRES_TIMEOUT_MS,
      statement_timeout: POSTGRES_TIMEOUT_MS,
      idle_in_transaction_session_timeout: 10_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      application_name: "mizan-site",
    });
    // An idle client whose server went away emits "error" on the pool; unheard, it would end
    // the process. The next query simply gets a new connection.
    pool.on("error", (error) => {
      console.error(`postgres: idle connection lost (${error.message})`);
    });
    pools.set(databaseUrl, pool);
  }
  return pool;
}

/** Closes the pool of `databaseUrl` (tests and scripts; the site keeps its pool). */
export async function closePostgresPool(databaseUrl: string): Promise<void> {
  const pool = pools.get(databaseUrl);
  pools.delete(databaseUrl);
  await pool?.end();
}
