import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startBackendStandIn, type StandIn } from "./test-support/backend-stand-in";
import { backendPayload, deliverMessage, forwardToBackend } from "./deliver-message";

const message = { name: "سالم", email: undefined, phone: "+218912345678", message: "مرحبا" };

describe("forwardToBackend (a real HTTP server on loopback)", () => {
  let backend: StandIn;
  beforeAll(async () => {
    backend = await startBackendStandIn();
  });
  afterAll(() => backend.close());
  beforeEach(() => {
    backend.received.length = 0;
  });

  it("POSTs { data } as JSON to /contactUs and is delivered on success: true", async () => {
    backend.mode = "success";
    await expect(forwardToBackend(message, `${backend.url}/`)).resolves.toEqual({
      delivered: true,
    });
    expect(backend.received).toHaveLength(1);
    const [request] = backend.received;
    expect(request).toMatchObject({
      method: "POST",
      url: "/contactUs",
      contentType: "application/json",
    });
    expect(JSON.parse(request!.body)).toEqual({
      data: { name: "سالم", email: "", phone: "+218912345678", message: "مرحبا" },
    });
  });

  it.each([
    ["success-false", "backend did not answer success: true"],
    ["status-500", "backend status 500"],
    ["invalid-json", "backend did not answer success: true"],
    ["success-with-status-400", "backend status 400"],
  ] as const)("is not delivered when the backend answers %s", async (mode, reason) => {
    backend.mode = mode;
    await expect(forwardToBackend(message, backend.url)).resolves.toEqual({
      delivered: false,
      reason,
    });
  });

  it("accepts any 2xx status with success: true", async () => {
    backend.mode = "success-with-status-201";
    await expect(forwardToBackend(message, backend.url)).resolves.toEqual({ delivered: true });
  });

  it("gives up after the timeout", async () => {
    backend.mode = "slow";
    backend.slowMs = 1_000;
    const started = performance.now();
    await expect(forwardToBackend(message, backend.url, 200)).resolves.toEqual({
      delivered: false,
      reason: "backend timeout after 200 ms",
    });
    expect(performance.now() - started).toBeLessThan(900);
  });

  it("is not delivered when nothing listens", async () => {
    const closed = await startBackendStandIn();
    await closed.close();
    await expect(forwardToBackend(message, closed.url)).resolves.toEqual({
      delivered: false,
      reason: "backend unreachable",
    });
  });
});

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

  it("sends the email when given", () => {
    expect(backendPayload({ ...message, email: "a@b.ly" }).data.email).toBe("a@b.ly");
  });
});
