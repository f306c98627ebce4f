/**
 * The contact rate limit on a real PostgreSQL server: two limiters with their own connection
 * pools, as two server processes would have, share one count.
 */
import { RateLimiterRes } from "rate-limiter-flexible";
import { createTestDatabase, type TestDatabase } from "@/test/postgres/test-database";
import { ensurePostgresSchema } from "./postgres-migrations";
import { closePostgresPool } from "./postgres-pool";
import { createContactRateLimiter } from "./rate-limiter";

let db: TestDatabase;
const urls: string[] = [];

/** The same database under another spelling, so the limiter gets a pool of its own. */
function instanceUrl(name: string): string {
  const url = new URL(db.url);
  url.searchParams.set("application_name", name);
  urls.push(url.toString());
  return url.toString();
}

beforeAll(async () => {
  db = await createTestDatabase("limiter");
  await ensurePostgresSchema(db.url);
});
afterAll(async () => {
  await Promise.all([db.url, ...urls].map((url) => closePostgresPool(url)));
  await db.drop();
});

async function outcome(consume: Promise<unknown>): Promise<"ok" | number> {
  try {
    await consume;
    return "ok";
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
    throw rejection;
  }
}

describe("contact rate limiter with DATABASE_URL", () => {
  it("counts one address across two instances: the 6th message in a minute is refused", async () => {
    const a = createContactRateLimiter({ points: 5, databaseUrl: instanceUrl("instance-a") });
    const b = createContactRateLimiter({ points: 5, databaseUrl: instanceUrl("instance-b") });
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await outcome((i % 2 ? b : a).consume("10.1.1.1")));
    expect(results.slice(0, 5)).toEqual(["ok", "ok", "ok", "ok", "ok"]);
    expect(typeof results[5]).toBe("number");
    expect(results[5]).toBeGreaterThan(50_000);
    expect(results[5]).toBeLessThanOrEqual(60_000);
    // Another address has its own count.
    expect(await outcome(b.consume("10.1.1.2"))).toBe("ok");
  });

  it("keeps the count in the database, where every instance reads it", async () => {
    const a = createContactRateLimiter({ points: 5, databaseUrl: instanceUrl("instance-c") });
    await a.consume("10.2.2.2");
    await a.consume("10.2.2.2");
    const { Client } = await import("pg");
    const client = new Client({ connectionString: db.url });
    await client.connect();
    const row = await client.query("SELECT points FROM contact_rate_limits WHERE key = $1", [
      "contact:10.2.2.2",
    ]);
    await client.end();
    expect(row.rows).toEqual([{ points: 2 }]);
  });

  it("falls back to its in-memory count, quickly, when the database is unreachable", async () => {
    const limiter = createContactRateLimiter({
      points: 5,
      databaseUrl: "postgres://postgres@127.0.0.1:5439/nowhere",
    });
    const started = Date.now();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await outcome(limiter.consume("10.3.3.3")));
    expect(results.slice(0, 5)).toEqual(["ok", "ok", "ok", "ok", "ok"]);
    expect(typeof results[5]).toBe("number");
    expect(Date.now() - started).toBeLessThan(6 * 1_500);
    await closePostgresPool("postgres://postgres@127.0.0.1:5439/nowhere");
  });
});
