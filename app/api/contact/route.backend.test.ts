/**
 * The contact route with BACKEND_URL set, against a real HTTP server on loopback standing in
 * for the product's backend. Nothing may be stored locally in this mode.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startBackendStandIn, type StandIn } from "@/lib/contact/test-support/backend-stand-in";

type RouteModule = typeof import("./route");

let route: RouteModule;
let backend: StandIn;
let dataDir: string;
let addressCounter = 0;

const valid = { name: "سالم", email: "", phone: "٠٩١٢٣٤٥٦٧٨", message: "مرحبا" };

function post(body: string): Promise<Response> {
  addressCounter += 1;
  return route.POST(
    new Request("http://127.0.0.1:3000/api/contact", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.1.0.${addressCounter}`,
      },
      body,
    }),
  );
}

beforeAll(async () => {
  backend = await startBackendStandIn();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mizan-backend-"));
  process.env.BACKEND_URL = backend.url;
  process.env.DATA_DIR = dataDir;
  route = await import("./route");
});

afterAll(async () => {
  await backend.close();
  // With a backend configured the SQLite file is never created.
  expect(fs.existsSync(path.join(dataDir, "messages.sqlite"))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  backend.received.length = 0;
  // Failed deliveries are logged for the site owner; keep the test output readable.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe("POST /api/contact forwarding to BACKEND_URL", () => {
  it("forwards the normalised { data } to /contactUs and answers 200 on success: true", async () => {
    backend.mode = "success";
    const response = await post(JSON.stringify({ data: valid, website: "" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(backend.received).toHaveLength(1);
    expect(backend.received[0]?.url).toBe("/contactUs");
    expect(JSON.parse(backend.received[0]!.body)).toEqual({
      data: { name: "سالم", email: "", phone: "0912345678", message: "مرحبا" },
    });
  });

  it.each(["success-false", "status-500", "invalid-json"] as const)(
    "answers 502 { success: false } when the backend answers %s",
    async (mode) => {
      backend.mode = mode;
      const response = await post(JSON.stringify({ data: valid }));
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ success: false, error: "delivery_failed" });
      expect(backend.received).toHaveLength(1);
      expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/not delivered/));
    },
  );

  it("does not call the backend for an invalid body or a filled honeypot", async () => {
    backend.mode = "success";
    expect((await post("{broken")).status).toBe(400);
    expect((await post(JSON.stringify({ data: { ...valid, phone: "x" } }))).status).toBe(400);
    expect((await post(JSON.stringify({ data: valid, website: "bot" }))).status).toBe(200);
    expect(backend.received).toHaveLength(0);
  });

  it("answers 502 when the backend is slower than the 5 s timeout", async () => {
    backend.mode = "slow";
    backend.slowMs = 6_000;
    const started = performance.now();
    const response = await post(JSON.stringify({ data: valid }));
    const elapsed = performance.now() - started;
    expect(response.status).toBe(502);
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(5_900);
  }, 10_000);
});
