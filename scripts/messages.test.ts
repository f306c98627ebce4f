import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openMessageStore } from "@/lib/contact/message-store";

// Runs the script the way `npm run messages` does, against a real SQLite file.
function runMessages(dataDir: string, ...args: string[]): string {
  return execFileSync(
    process.execPath,
    [require.resolve("tsx/cli"), "--conditions=react-server", "scripts/messages.ts", ...args],
    {
      env: { ...process.env, DATA_DIR: dataDir },
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
