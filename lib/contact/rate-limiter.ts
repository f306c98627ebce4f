import "server-only";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { ensurePostgresSchema } from "./postgres-migrations";
import { postgresPool } from "./postgres-pool";

// The contact form's rate limit: `points` messages per client address per minute. With
// DATABASE_URL the count lives in PostgreSQL (table contact_rate_limits, created by
// lib/contact/postgres-migrations.ts), so every instance shares it, whichever store holds the
// messages. If the database is unreachable or slower than
// LIMITER_TIMEOUT_MS, an in-memory insurance limiter counts for this process alone, so the
// form keeps its limit and its speed while the database is away.

const RATE_LIMIT_WINDOW_SECONDS = 60;
const LIMITER_TIMEOUT_MS = 1_000;

export type ContactRateLimiter = Pick<RateLimiterAbstract, "consume">;

export function createContactRateLimiter(options: {
  points: number;
  databaseUrl?: string;
}): ContactRateLimiter {
  const { points, databaseUrl } = options;
  const memory = new RateLimiterMemory({ points, duration: RATE_LIMIT_WINDOW_SECONDS });
  if (!databaseUrl) return memory;

  const shared = new RateLimiterPostgres({
    storeClient: postgresPool(databaseUrl),
    storeType: "pool",
    tableName: "contact_rate_limits",
    tableCreated: true,
    // The key is the client's address: rows expired an hour ago are deleted every 5 minutes,
    // so no address stays in the table (the library keeps them forever by default).
    clearExpiredByTimeout: true,
    keyPrefix: "contact",
    points,
    duration: RATE_LIMIT_WINDOW_SECONDS,
    insuranceLimiter: memory,
  });
  const bounded = new RLWrapperTimeouts({
    limiter: shared,
    timeoutMs: LIMITER_TIMEOUT_MS,
    insuranceLimiter: memory,
  });
  return {
    consume(key, points) {
      // Until the table exists, the insurance limiter counts; the migration is not awaited
      // here so a database that is away does not slow the answer.
      ensurePostgresSchema(databaseUrl).catch(() => undefined);
      return bounded.consume(key, points);
    },
  };
}
