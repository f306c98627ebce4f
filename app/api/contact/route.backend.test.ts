/**
 * The contact route with BACKEND_URL set, against a real HTTP server on loopback standing in
 * for the product's backend. Nothing may be stored locally in this mode.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { apiErrorBody } from "@/lib/http/api-error";
import { startFakeBackend, type FakeAnswer, type FakeBackend } from "@/test/fake-backend";

type RouteModule = typeof import("./route");

let route: RouteModule;
let backend: FakeBackend;
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
  backend = await startFakeBackend();
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
  backend.requests.length = 0;
  // Failed deliveries are logged for the site owner; keep the test output readable.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe("POST /api/contact forwarding to BACKEND_URL", () => {
  it("forwards the normalised { data } to /contactUs and answers 200 on success: true", async () => {
    backend.answer({ kind: "good" });
    const response = await post(JSON.stringify({ data: valid, website: "" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(backend.requests).toHaveLength(1);
    expect(backend.requests[0]?.url).toBe("/contactUs");
    expect(JSON.parse(backend.requests[0]!.body)).toEqual({
      data: { name: "سالم", email: "", phone: "0912345678", message: "مرحبا" },
    });
  });

  it("passes the browser's idempotency key on as the Idempotency-Key header, and none without", async () => {
    backend.answer({ kind: "good" });
    const key = "2f1c0e9a-5b7d-4c1e-9f3a-8d6b2a4c7e10";
    expect((await post(JSON.stringify({ data: valid, key }))).status).toBe(200);
    expect((await post(JSON.stringify({ data: valid }))).status).toBe(200);
    expect(backend.requests.map((request) => request.idempotencyKey)).toEqual([key, undefined]);
  });

  it.each<[string, FakeAnswer]>([
    ["success: false", { kind: "json", status: 200, body: { success: false } }],
    ["a 500", { kind: "status", status: 500 }],
    ["garbage", { kind: "garbage" }],
  ])("answers 502 { success: false } when the backend answers %s", async (_label, answer) => {
    backend.answer(answer);
    const response = await post(JSON.stringify({ data: valid }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(apiErrorBody("delivery_failed"));
    expect(backend.requests).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/not delivered/));
  });

  it("does not call the backend for an invalid body or a filled honeypot", async () => {
    backend.answer({ kind: "good" });
    expect((await post("{broken")).status).toBe(400);
    expect((await post(JSON.stringify({ data: { ...valid, phone: "x" } }))).status).toBe(400);
    expect((await post(JSON.stringify({ data: valid, website: "bot" }))).status).toBe(200);
    expect(backend.requests).toHaveLength(0);
  });

  it("answers 502 when the backend is slower than the 5 s timeout", async () => {
    backend.answer({ kind: "slow", ms: 6_000, then: { kind: "good" } });
    const started = performance.now();
    const response = await post(JSON.stringify({ data: valid }));
    const elapsed = performance.now() - started;
    expect(response.status).toBe(502);
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(5_900);
  }, 10_000);
});
