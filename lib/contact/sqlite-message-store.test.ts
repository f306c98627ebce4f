import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import {
  MESSAGES_FILE,
  openMessageStore,
  openMessageStoreForReading,
} from "./sqlite-message-store";

const message = { name: "سالم", email: undefined, phone: "+218912345678", message: "مرحبا" };

describe("message store (a real SQLite file)", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "mizan-store-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("creates the folder and the file on first use, in WAL mode, migrated", () => {
    const dir = path.join(root, "nested", "data");
    const store = openMessageStore(dir);
    expect(fs.existsSync(path.join(dir, MESSAGES_FILE))).toBe(true);
    expect(store.count()).toBe(0);

    const db = new Database(path.join(dir, MESSAGES_FILE), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(2);
    const columns = (db.pragma("table_info(messages)") as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual([
      "id",
      "received_at",
      "name",
      "email",
      "phone",
      "message",
      "idempotency_key",
    ]);
    db.close();
    store.close();
  });

  it("stores a message and lists them newest first; a reader sees committed rows", () => {
    const store = openMessageStore(root);
    store.insert({ ...message, name: "الأول" }, new Date("2026-01-01T10:00:00Z"));
    store.insert({ ...message, name: "الثالث", email: "a@b.ly" }, new Date("2026-01-03T10:00:00Z"));
    store.insert({ ...message, name: "الثاني" }, new Date("2026-01-02T10:00:00Z"));

    const reader = openMessageStoreForReading(root);
    expect(reader).toBeDefined();
    const rows = reader!.list();
    expect(rows.map((r) => r.name)).toEqual(["الثالث", "الثاني", "الأول"]);
    expect(rows[0]).toMatchObject({
      received_at: "2026-01-03T10:00:00.000Z",
      email: "a@b.ly",
      phone: "+218912345678",
      message: "مرحبا",
    });
    expect(rows[1]?.email).toBeNull();
    reader!.close();
    store.close();
  });

  it("does not migrate twice when the file is opened again", () => {
    const first = openMessageStore(root);
    first.insert(message);
    first.close();
    // A new process would open the file afresh; simulate it with a second connection.
    const db = new Database(path.join(root, MESSAGES_FILE));
    expect(db.pragma("user_version", { simple: true })).toBe(2);
    expect(db.prepare("SELECT COUNT(*) FROM messages").pluck().get()).toBe(1);
    db.close();
  });

  it("stores a message once per idempotency key: a retry stores nothing", () => {
    const store = openMessageStore(root);
    const key = "7f1c6a52-5a8e-4f4e-9c1d-2b9e0c8d4a11";
    expect(store.insert(message, new Date(), key)).toEqual(expect.any(Number));
    expect(store.insert(message, new Date(), key)).toBeUndefined();
    expect(store.insert({ ...message, message: "نص آخر" }, new Date(), key)).toBeUndefined();
    // Another key, or none at all (API clients, the form without JavaScript), is a new message.
    expect(store.insert(message, new Date(), "another-key-0001")).toEqual(expect.any(Number));
    expect(store.insert(message)).toEqual(expect.any(Number));
    expect(store.insert(message)).toEqual(expect.any(Number));
    expect(store.count()).toBe(4);
    store.close();
  });

  it("migrates a file of version 1 to the unique idempotency key, keeping its rows", () => {
    // The file as the first version of the store left it.
    const old = new Database(path.join(root, MESSAGES_FILE));
    old.exec(`CREATE TABLE messages (
       id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, name TEXT NOT NULL,
       email TEXT, phone TEXT NOT NULL, message TEXT NOT NULL);
     CREATE INDEX messages_received_at ON messages (received_at);
     INSERT INTO messages (received_at, name, email, phone, message)
       VALUES ('2026-01-01T00:00:00.000Z', 'قديمة', NULL, '0913333333', 'أ');`);
    old.pragma("user_version = 1");
    old.close();

    const store = openMessageStore(root);
    expect(store.count()).toBe(1);
    expect(store.insert(message, new Date(), "key-after-migration-2")).toEqual(expect.any(Number));
    expect(store.insert(message, new Date(), "key-after-migration-2")).toBeUndefined();
    expect(store.list().map((r) => r.name)).toEqual(["سالم", "قديمة"]);
    store.close();
  });

  it("reports no store to read when nothing was ever stored", () => {
    expect(openMessageStoreForReading(path.join(root, "empty"))).toBeUndefined();
    expect(fs.existsSync(path.join(root, "empty"))).toBe(false);
  });
});
