/**
 * GET /api/health for each store, against real ones: a SQLite file in a temporary folder, the
 * test PostgreSQL server, and a backend stand-in on loopback.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeBackend, type FakeBackend } from "@/test/fake-backend";
import { createTestDatabase, type TestDatabase } from "@/test/postgres/test-database";

const variables = ["BACKEND_URL", "DATABASE_URL", "DATA_DIR", "VERCEL"] as const;
let dir: string;
let db: TestDatabase;
let backend: FakeBackend;

/** The route as a fresh server process would load it, with `env` as its environment. */
async function healthWith(env: Partial<Record<(typeof variables)[number], string>>) {
  for (const name of variables) delete process.env[name];
  Object.assign(process.env, env);
  jest.resetModules();
  const route = await import("./route");
  const response = await route.GET();
  // Close this load's pool (each jest.resetModules gives the next load a pool of its own).
  const { closePostgresMessageStore } = await import("@/lib/contact/postgres-message-store");
  if (env.DATABASE_URL) await closePostgresMessageStore(env.DATABASE_URL);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mizan-health-"));
  db = await createTestDatabase("health");
  backend = await startFakeBackend();
});
afterAll(async () => {
  await db.drop();
  await backend.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("GET /api/health", () => {
  it("is 200 with store sqlite on the defaults, uncached", async () => {
    const health = await healthWith({ DATA_DIR: path.join(dir, "data") });
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: "ok", store: "sqlite" });
    expect(health.headers.get("cache-control")).toBe("no-store");
  });

  it("is 503 when the SQLite file could not be kept (a serverless host)", async () => {
    const health = await healthWith({ DATA_DIR: path.join(dir, "data"), VERCEL: "1" });
    expect(health).toMatchObject({ status: 503, body: { status: "unavailable", store: "sqlite" } });
  });

  it("is 200 with store postgres when the database answers", async () => {
    const health = await healthWith({ DATABASE_URL: db.url });
    expect(health).toMatchObject({ status: 200, body: { status: "ok", store: "postgres" } });
  });

  it("is 503 with no secret in it when the database does not answer", async () => {
    const url = "postgres://mizan:s3cret@127.0.0.1:5439/nowhere";
    const health = await healthWith({ DATABASE_URL: url });
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: "unavailable", store: "postgres" });
  });

  it("follows the backend: 200 when it answers, 503 when it fails", async () => {
    backend.answer({ kind: "good" });
    expect(await healthWith({ BACKEND_URL: backend.url, DATABASE_URL: db.url })).toMatchObject({
      status: 200,
      body: { status: "ok", store: "backend" },
    });
    backend.answer({ kind: "status", status: 500 });
    expect(await healthWith({ BACKEND_URL: backend.url })).toMatchObject({
      status: 503,
      body: { status: "unavailable", store: "backend" },
    });
    const closed = await startFakeBackend();
    await closed.close();
    expect(await healthWith({ BACKEND_URL: closed.url })).toMatchObject({
      status: 503,
      body: { status: "unavailable", store: "backend" },
    });
  });
});
