import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openMessageStore } from "@/lib/contact/sqlite-message-store";
import {
  closePostgresMessageStore,
  postgresMessageStore,
} from "@/lib/contact/postgres-message-store";
import { createTestDatabase, type TestDatabase } from "@/test/postgres/test-database";

// Runs the script the way `npm run messages` does, against a real SQLite file or database.
function runMessages(dataDir: string, ...args: string[]): string {
  return runMessagesWith({ DATA_DIR: dataDir, DATABASE_URL: "" }, ...args);
}

function runMessagesWith(env: Record<string, string>, ...args: string[]): string {
  return execFileSync(
    process.execPath,
    [require.resolve("tsx/cli"), "--conditions=react-server", "scripts/messages.ts", ...args],
    {
      env: { ...process.env, BACKEND_URL: "", ...env },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
}

describe("npm run messages", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "mizan-messages-"));
    const store = openMessageStore(dir);
    store.insert(
      { name: "الأقدم", email: undefined, phone: "0911111111", message: "أولى" },
      new Date("2026-01-01T08:00:00Z"),
    );
    store.insert(
      { name: "الأحدث", email: "n@example.ly", phone: "+218922222222", message: "ثانية, مع فاصلة" },
      new Date("2026-02-01T08:00:00Z"),
    );
    store.close();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lists the stored messages newest first", () => {
    const out = runMessages(dir);
    expect(out.indexOf("الأحدث")).toBeLessThan(out.indexOf("الأقدم"));
    expect(out).toContain("2 message(s), newest first.");
  }, 20_000);

  it("exports CSV with --csv", () => {
    expect(runMessages(dir, "--csv").split("\r\n")).toEqual([
      "id,received_at,name,email,phone,message",
      '2,2026-02-01T08:00:00.000Z,الأحدث,n@example.ly,+218922222222,"ثانية, مع فاصلة"',
      "1,2026-01-01T08:00:00.000Z,الأقدم,,0911111111,أولى",
      "",
    ]);
  }, 20_000);
});

describe("npm run messages with DATABASE_URL", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase("messages");
    const store = postgresMessageStore(db.url);
    await store.insert(
      { name: "قديمة", email: undefined, phone: "0911111111", message: "أولى" },
      new Date("2026-03-01T08:00:00Z"),
    );
    await store.insert(
      { name: "جديدة", email: "j@example.ly", phone: "0922222222", message: "م".repeat(300) },
      new Date("2026-04-01T08:00:00Z"),
    );
    await closePostgresMessageStore(db.url);
  });
  afterAll(() => db.drop());

  it("reads the same table from PostgreSQL: CSV, list and --full", () => {
    // DATA_DIR points at nothing: the rows can only come from the database.
    const env = { DATABASE_URL: db.url, DATA_DIR: "/nonexistent" };
    expect(runMessagesWith(env, "--csv").split("\r\n").slice(0, 3)).toEqual([
      "id,received_at,name,email,phone,message",
      `2,2026-04-01T08:00:00.000Z,جديدة,j@example.ly,0922222222,${"م".repeat(300)}`,
      "1,2026-03-01T08:00:00.000Z,قديمة,,0911111111,أولى",
    ]);
    const list = runMessagesWith(env);
    expect(list).toContain("2 message(s), newest first.");
    expect(list).not.toContain("م".repeat(300));
    expect(runMessagesWith(env, "--full")).toContain("م".repeat(300));
  }, 30_000);
});
