/**
 * The contact route handler with DATABASE_URL, against the real test PostgreSQL server: stored
 * rows, the shared limit, and a JSON 503 within 5 s when the database is slow or away.
 */
import { Client } from "pg";
import { createTestDatabase, type TestDatabase } from "@/test/postgres/test-database";
import { closePostgresMessageStore } from "@/lib/contact/postgres-message-store";

type RouteModule = typeof import("./route");

const SITE = "https://mizan.example";
let route: RouteModule;
let db: TestDatabase;
let client: Client;
let address = 0;

const valid = { name: "سالم", email: "", phone: "0912345678", message: "مرحبا" };

function request(body: unknown, forwardedFor = `10.9.0.${++address}`): Request {
  return new Request(`${SITE}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify(body),
  });
}

const rowCount = async () =>
  Number((await client.query("SELECT COUNT(*) AS n FROM messages")).rows[0].n);

beforeAll(async () => {
  db = await createTestDatabase("route");
  process.env.DATABASE_URL = db.url;
  process.env.SITE_URL = SITE;
  process.env.CONTACT_RATE_LIMIT = "5";
  delete process.env.BACKEND_URL;
  route = await import("./route");
  const first = await route.POST(request({ data: valid }));
  expect(first.status).toBe(200);
  client = new Client({ connectionString: db.url });
  await client.connect();
});

afterAll(async () => {
  await client.end();
  await closePostgresMessageStore(db.url);
  await db.drop();
});

jest.spyOn(console, "error").mockImplementation(() => undefined);

describe("POST /api/contact with DATABASE_URL", () => {
  it("stores the normalised message and answers success only after the commit", async () => {
    const before = await rowCount();
    const response = await route.POST(
      request({ data: { ...valid, name: " منى ", phone: "+٢١٨ ٩٢-١١١-٢٢٢٢" } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    // Read on another connection: the row is already committed when the answer arrives.
    expect(await rowCount()).toBe(before + 1);
    const row = await client.query("SELECT * FROM messages ORDER BY id DESC LIMIT 1");
    expect(row.rows[0]).toMatchObject({ name: "منى", email: null, phone: "+218921112222" });
  });

  it("stores a message retried under one idempotency key once, answering success each time", async () => {
    const before = await rowCount();
    const body = {
      data: { ...valid, message: "أُرسلت بعد عودة الاتصال" },
      key: "0c9a1f3e-2b7d-4e6a-9d8c-5f4b3a2e1d00",
    };
    const answers = await Promise.all([1, 2].map((i) => route.POST(request(body, `10.7.0.${i}`))));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await (await route.POST(request(body, "10.7.0.3"))).json()).toEqual({ success: true });
    expect(await rowCount()).toBe(before + 1);
  });

  it("refuses the 6th message a minute from one address with the same 429 as before", async () => {
    const statuses = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await route.POST(request({ data: valid }, "10.8.8.8"));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await last!.json()).toMatchObject({ success: false, code: "rate_limited" });
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThanOrEqual(59);
    const stored = await client.query("SELECT points FROM contact_rate_limits WHERE key = $1", [
      "contact:10.8.8.8",
    ]);
    expect(stored.rows[0].points).toBeGreaterThanOrEqual(6);
  });

  it("answers a JSON 503 within 5 s while the table is locked (a stuck database)", async () => {
    const locker = new Client({ connectionString: db.url });
    await locker.connect();
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE messages IN ACCESS EXCLUSIVE MODE");
    try {
      const started = Date.now();
      const response = await route.POST(request({ data: valid }));
      const elapsed = Date.now() - started;
      expect(response.status).toBe(503);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ success: false, code: "store_unavailable" });
      expect(elapsed).toBeLessThan(5_000);
    } finally {
      await locker.query("ROLLBACK");
      await locker.end();
    }
    // Normal service as soon as the lock is gone.
    expect((await route.POST(request({ data: valid }))).status).toBe(200);
  }, 15_000);

  it("answers a JSON 503 quickly when nothing listens at DATABASE_URL", async () => {
    const url = "postgres://postgres@127.0.0.1:5439/nowhere";
    // A second load of the route, as a server started with this DATABASE_URL would have.
    process.env.DATABASE_URL = url;
    let unreachable: RouteModule | undefined;
    jest.isolateModules(() => {
      unreachable = jest.requireActual<RouteModule>("./route");
    });
    const started = Date.now();
    const response = await unreachable!.POST(request({ data: valid }));
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, code: "store_unavailable" });
    expect(body.error).toMatch(/قاعدة البيانات/);
    expect(Date.now() - started).toBeLessThan(5_000);
    process.env.DATABASE_URL = db.url;
  });
});
