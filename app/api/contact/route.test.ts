/**
 * The contact route handler as Next.js calls it (the exported POST/GET/… with real Request
 * objects), storing into a real SQLite file in a temporary folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { apiErrorBody } from "@/lib/http/api-error";

type RouteModule = typeof import("./route");

const SITE = "http://127.0.0.1:3000";
const ENDPOINT = `${SITE}/api/contact`;
let route: RouteModule;
let dataDir: string;
let db: Database.Database;
let addressCounter = 0;

/** A new client address per call, so the production rate limit (5 a minute) is not what is tested. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

function post(
  body: BodyInit | null,
  headers: Record<string, string> = {},
  address: string = freshAddress(),
): Promise<Response> {
  return route.POST(
    new Request(ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address, ...headers },
      body,
    }),
  );
}

const postJson = (value: unknown, headers?: Record<string, string>, address?: string) =>
  post(JSON.stringify(value), headers, address);

const rowCount = () => db.prepare("SELECT COUNT(*) FROM messages").pluck().get() as number;
const valid = { name: "سالم", email: "", phone: "0912345678", message: "مرحبا" };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mizan-route-"));
  process.env.DATA_DIR = path.join(dataDir, "data");
  delete process.env.BACKEND_URL;
  delete process.env.CONTACT_RATE_LIMIT;
  process.env.SITE_URL = "https://mizan.example";
  // Imported after the environment is set: the configuration is read once, on first use.
  route = await import("./route");
  // The first valid message creates the folder, the file and the table.
  const first = await postJson({ data: { ...valid, name: "أول رسالة" } });
  expect(first.status).toBe(200);
  db = new Database(path.join(dataDir, "data", "messages.sqlite"), { readonly: true });
});

afterAll(() => {
  db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/contact with SQLite storage", () => {
  it("stores a valid message, normalised, and answers { success: true }", async () => {
    const before = rowCount();
    const response = await postJson({
      data: { name: " منى ", email: "mona@example.ly", phone: "+٢١٨ ٩٢-١١١-٢٢٢٢", message: "سؤال" },
      website: "",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(rowCount()).toBe(before + 1);
    const row = db.prepare("SELECT * FROM messages ORDER BY id DESC LIMIT 1").get();
    expect(row).toMatchObject({
      name: "منى",
      email: "mona@example.ly",
      phone: "+218921112222",
      message: "سؤال",
    });
    expect(Date.now() - Date.parse((row as { received_at: string }).received_at)).toBeLessThan(
      60_000,
    );
  });

  it("stores a message sent twice under one idempotency key once, answering success to both", async () => {
    const before = rowCount();
    const key = "b3d0c8f2-7a41-4a55-8f0e-3c2a9d1e6b70";
    const body = { data: { ...valid, message: "من صندوق الجهاز" }, website: "", key };
    const answers = await Promise.all([postJson(body), postJson(body)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await postJson(body).then((r) => r.json())).toEqual({ success: true });
    expect(rowCount()).toBe(before + 1);
    expect(
      db.prepare("SELECT COUNT(*) FROM messages WHERE idempotency_key = ?").pluck().get(key),
    ).toBe(1);
  });

  it("answers 400 for an idempotency key that is not a short token, storing nothing", async () => {
    const before = rowCount();
    for (const key of ["short", "x".repeat(65), "has spaces in it here", 42]) {
      const response = await postJson({ data: valid, key });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("validation_failed");
    }
    expect(rowCount()).toBe(before);
  });

  it("answers 400 with the list of field errors and stores nothing", async () => {
    const before = rowCount();
    const response = await postJson({ data: { name: "", email: "x", phone: "12", message: "" } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe("validation_failed");
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "email",
      "message",
      "name",
      "phone",
    ]);
    for (const e of body.errors) expect(e.message).toMatch(/[\u0600-\u06ff]/);
    expect(rowCount()).toBe(before);
  });

  it("answers 400 for broken JSON and for a body without `data`", async () => {
    for (const raw of ["{", '{"data":', "", "nul", "{'data': 1}"]) {
      const response = await post(raw);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("invalid_json");
    }
    const noData = await postJson({ name: "سالم" });
    expect(noData.status).toBe(400);
    expect((await noData.json()).errors[0].field).toBe("data");
  });

  it("answers 415 when the body is not declared as JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const response = await post(JSON.stringify({ data: valid }), { "content-type": type });
      expect(response.status).toBe(415);
    }
    const withCharset = await post(JSON.stringify({ data: valid }), {
      "content-type": "Application/JSON; charset=utf-8",
    });
    expect(withCharset.status).toBe(200);
  });

  it("answers 413 above 16 KB, by the declared length and by the bytes received", async () => {
    const before = rowCount();
    const big = JSON.stringify({ data: { ...valid, message: "م".repeat(9000) } });
    expect(Buffer.byteLength(big)).toBeGreaterThan(16 * 1024);

    const declared = await post(big, { "content-length": String(Buffer.byteLength(big)) });
    expect(declared.status).toBe(413);
    // The declared length alone is enough: the body is not even read.
    const small = JSON.stringify({ data: valid });
    expect((await post(small, { "content-length": "20000" })).status).toBe(413);

    // A client that declares a small length but sends more.
    const lying = await post(big, { "content-length": "100" });
    expect(lying.status).toBe(413);

    // A streamed body with no length at all.
    const encoded = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < encoded.length; i += 1000)
          controller.enqueue(encoded.slice(i, i + 1000));
        controller.close();
      },
    });
    const streamed = await route.POST(
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(rowCount()).toBe(before);
  });

  it("accepts a maximal valid message (2000 characters) under the size limit", async () => {
    const response = await postJson({ data: { ...valid, message: "م".repeat(2000) } });
    expect(response.status).toBe(200);
  });

  it("answers 400 for bytes that are not UTF-8", async () => {
    const response = await post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect(response.status).toBe(400);
  });

  it("answers 405 with Allow: POST to every other method", async () => {
    for (const method of ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"] as const) {
      const response = route[method]();
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await response.json()).toEqual(apiErrorBody("method_not_allowed"));
    }
  });

  it("answers 403 to a cross-site Origin and accepts the site's own origins", async () => {
    const before = rowCount();
    for (const origin of ["https://evil.example", "null", "http://127.0.0.1:3001"]) {
      const response = await postJson({ data: valid }, { origin });
      expect(response.status).toBe(403);
    }
    expect(rowCount()).toBe(before);
    // The configured SITE_URL, the origin the request was sent to, and no Origin at all.
    const allowed: Record<string, string>[] = [
      { origin: "https://mizan.example" },
      { origin: SITE },
      {},
    ];
    for (const headers of allowed) {
      expect((await postJson({ data: valid }, headers)).status).toBe(200);
    }
    expect(rowCount()).toBe(before + 3);
  });

  it("answers success to a filled honeypot but stores nothing", async () => {
    const before = rowCount();
    const response = await postJson({ data: valid, website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(rowCount()).toBe(before);
  });

  it("limits one address to 5 messages a minute: the 6th gets 429 with Retry-After", async () => {
    const address = "203.0.113.7";
    for (let i = 0; i < 5; i++) {
      expect((await postJson({ data: valid }, {}, address)).status).toBe(200);
    }
    const limited = await postJson({ data: valid }, {}, address);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual(apiErrorBody("rate_limited"));
    // Another address is not affected; the key is X-Forwarded-For's first entry.
    expect((await postJson({ data: valid }, {}, "203.0.113.8, 203.0.113.7")).status).toBe(200);
    // X-Real-IP is the fallback key.
    const viaRealIp = await route.POST(
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json", "x-real-ip": address },
        body: JSON.stringify({ data: valid }),
      }),
    );
    expect(viaRealIp.status).toBe(429);
  });
});
