import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeBackend } from "@/test/fake-backend";
import { deliverMessage } from "./deliver-message";

const message = { name: "سالم", email: undefined, phone: "+218912345678", message: "مرحبا" };

describe("deliverMessage", () => {
  it("stores in SQLite when the target is a folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mizan-deliver-"));
    try {
      await expect(deliverMessage(message, { kind: "sqlite", dataDir: dir })).resolves.toEqual({
        delivered: true,
      });
      expect(fs.existsSync(path.join(dir, "messages.sqlite"))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("forwards to the backend when the target is one, storing nothing", async () => {
    const backend = await startFakeBackend();
    try {
      await expect(
        deliverMessage(message, { kind: "backend", backendUrl: backend.url }),
      ).resolves.toEqual({ delivered: true });
      expect(backend.requests.map((request) => request.url)).toEqual(["/contactUs"]);
    } finally {
      await backend.close();
    }
  });
});
