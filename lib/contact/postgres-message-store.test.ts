/**
 * The PostgreSQL store against a real server (the test cluster, see test/postgres/): insert,
 * read, and the schema built from an empty database and from an older version.
 */
import { Pool } from "pg";
import { createTestDatabase, type TestDatabase } from "@/test/postgres/test-database";
import { migratePostgres, postgresMigrations, schemaVersion } from "./postgres-migrations";
import { closePostgresMessageStore, postgresMessageStore } from "./postgres-message-store";

let db: TestDatabase;
let pool: Pool;

beforeEach(async () => {
  db = await createTestDatabase("store");
  pool = new Pool({ connectionString: db.url });
});
afterEach(async () => {
  await pool.end();
  await closePostgresMessageStore(db.url);
  await db.drop();
});

const tables = async () =>
  (
    await pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    )
  ).rows.map((r) => r.table_name);

describe("PostgreSQL message store", () => {
  it("creates the schema in an empty database on first use and records its version", async () => {
    expect(await schemaVersion(pool)).toBe(0);
    expect(await tables()).toEqual([]);
    const store = postgresMessageStore(db.url);
    await store.ready();
    expect(await schemaVersion(pool)).toBe(postgresMigrations.length);
    expect(await tables()).toEqual([
      "contact_rate_limits",
      "daily_counts",
      "messages",
      "schema_migrations",
    ]);
    const columns = await pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'messages' ORDER BY ordinal_position`,
    );
    // The same columns as the SQLite store, in the same order.
    expect(columns.rows.map((r) => r.column_name)).toEqual([
      "id",
      "received_at",
      "name",
      "email",
      "phone",
      "message",
      "idempotency_key",
    ]);
  });

  it("inserts messages and reads them back newest first, email null when not given", async () => {
    const store = postgresMessageStore(db.url);
    const first = await store.insert(
      { name: "الأقدم", email: undefined, phone: "0911111111", message: "أولى" },
      new Date("2026-01-01T08:00:00Z"),
    );
    const second = await store.insert(
      { name: "الأحدث", email: "n@example.ly", phone: "+218922222222", message: "ثانية 😀" },
      new Date("2026-02-01T08:00:00.123Z"),
    );
    expect(second).toBeGreaterThan(first!);
    expect(await store.count()).toBe(2);
    expect(await store.list()).toEqual([
      {
        id: second,
        received_at: "2026-02-01T08:00:00.123Z",
        name: "الأحدث",
        email: "n@example.ly",
        phone: "+218922222222",
        message: "ثانية 😀",
      },
      {
        id: first,
        received_at: "2026-01-01T08:00:00.000Z",
        name: "الأقدم",
        email: null,
        phone: "0911111111",
        message: "أولى",
      },
    ]);
  });

  it("stores text that looks like SQL as text (parameterised statements)", async () => {
    const store = postgresMessageStore(db.url);
    const name = "x'); DROP TABLE messages; --";
    await store.insert({ name, email: undefined, phone: "0912345678", message: "$1 \\' \"" });
    const rows = await store.list();
    expect(rows[0]).toMatchObject({ name, message: "$1 \\' \"" });
  });

  it("migrates an older schema (version 1) to the latest and keeps its rows", async () => {
    expect(await migratePostgres(pool, 1)).toBe(1);
    expect(await tables()).toEqual(["messages", "schema_migrations"]);
    await pool.query(
      `INSERT INTO messages (received_at, name, email, phone, message)
       VALUES (now(), 'قديمة', NULL, '0913333333', 'من النسخة الأولى')`,
    );

    const store = postgresMessageStore(db.url);
    expect(await store.count()).toBe(1);
    expect(await schemaVersion(pool)).toBe(postgresMigrations.length);
    expect(await tables()).toContain("contact_rate_limits");
    const versions = await pool.query("SELECT version FROM schema_migrations ORDER BY version");
    expect(versions.rows.map((r) => r.version)).toEqual(postgresMigrations.map((_, i) => i + 1));
    expect((await store.list())[0]).toMatchObject({ name: "قديمة", email: null });
  });

  it("stores a message once per idempotency key: a retry stores nothing", async () => {
    const store = postgresMessageStore(db.url);
    const message = { name: "منى", email: undefined, phone: "0912345678", message: "من الجهاز" };
    const key = "7f1c6a52-5a8e-4f4e-9c1d-2b9e0c8d4a11";
    const stored = await store.insert(message, new Date(), key);
    expect(stored).toEqual(expect.any(Number));
    // The same key again, even all at once from several requests: nothing more is stored.
    const retries = await Promise.all([1, 2, 3].map(() => store.insert(message, new Date(), key)));
    expect(retries).toEqual([undefined, undefined, undefined]);
    // Another key, or none at all (API clients, the form without JavaScript), is a new message.
    expect(await store.insert(message, new Date(), "another-key-0001")).toEqual(expect.any(Number));
    expect(await store.insert(message)).toEqual(expect.any(Number));
    expect(await store.insert(message)).toEqual(expect.any(Number));
    expect(await store.count()).toBe(4);
  });

  it("adds the unique idempotency key to a database of version 2, keeping its rows", async () => {
    expect(await migratePostgres(pool, 2)).toBe(2);
    await pool.query(
      `INSERT INTO messages (received_at, name, email, phone, message)
       VALUES (now(), 'قبل المفتاح', NULL, '0913333333', 'أ'), (now(), 'قبل المفتاح', NULL, '0913333333', 'ب')`,
    );
    const store = postgresMessageStore(db.url);
    const key = "key-after-migration-3";
    expect(
      await store.insert(
        { name: "بعد", email: undefined, phone: "0912345678", message: "ج" },
        new Date(),
        key,
      ),
    ).toEqual(expect.any(Number));
    expect(
      await store.insert(
        { name: "بعد", email: undefined, phone: "0912345678", message: "ج" },
        new Date(),
        key,
      ),
    ).toBeUndefined();
    expect(await store.count()).toBe(3);
    const unique = await pool.query(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'messages_idempotency_key'",
    );
    expect(unique.rows[0]?.indexdef).toMatch(/CREATE UNIQUE INDEX .*\(idempotency_key\)/);
  });

  it("applies each migration once when several instances migrate at the same moment", async () => {
    const pools = Array.from({ length: 4 }, () => new Pool({ connectionString: db.url }));
    try {
      const reached = await Promise.all(pools.map((p) => migratePostgres(p)));
      expect(reached).toEqual(pools.map(() => postgresMigrations.length));
      const versions = await pool.query("SELECT version FROM schema_migrations ORDER BY version");
      expect(versions.rows.map((r) => r.version)).toEqual(postgresMigrations.map((_, i) => i + 1));
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });

  it("fails quickly, not hanging, when nothing listens at the address", async () => {
    const url = "postgres://postgres@127.0.0.1:5439/nowhere";
    const started = Date.now();
    await expect(
      postgresMessageStore(url).insert({
        name: "x",
        email: undefined,
        phone: "0912345678",
        message: "y",
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    await closePostgresMessageStore(url);
  });
});
