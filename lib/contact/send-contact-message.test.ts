import http from "node:http";
import type { AddressInfo } from "node:net";
import { sendContactMessage } from "./send-contact-message";

// A real server on loopback answering what each test asks for; records what it received.
let answer: { status: number; body: string } = { status: 200, body: '{"success":true}' };
const received: { method?: string; type?: string; body: string }[] = [];
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    received.push({ method: req.method, type: req.headers["content-type"], body });
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(answer.body);
  });
});
let endpoint = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const message = { name: "سالم", email: undefined, phone: "0912345678", message: "مرحبا" };

describe("sendContactMessage", () => {
  it("posts { data: { name, email, phone, message }, website } as JSON", async () => {
    answer = { status: 200, body: '{"success":true}' };
    await expect(sendContactMessage(message, "", undefined, endpoint)).resolves.toEqual({
      ok: true,
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe("POST");
    expect(received[0]?.type).toBe("application/json");
    expect(JSON.parse(received[0]!.body)).toEqual({
      data: { name: "سالم", email: "", phone: "0912345678", message: "مرحبا" },
      website: "",
    });
  });

  it.each([
    ["success false", 200, '{"success":false}'],
    ["success as a string", 200, '{"success":"true"}'],
    ["no success flag", 200, "{}"],
    ["not JSON", 200, "<html>"],
    ["a non-2xx status with success true", 500, '{"success":true}'],
    ["429", 429, '{"success":false,"error":"rate_limited"}'],
  ])("is a failure on %s", async (_, status, body) => {
    answer = { status, body };
    await expect(sendContactMessage(message, "", undefined, endpoint)).resolves.toEqual({
      ok: false,
      fieldErrors: [],
      status,
    });
  });

  it("returns the server's field errors on 400", async () => {
    answer = {
      status: 400,
      body: JSON.stringify({
        success: false,
        errors: [{ field: "phone", message: "خطأ" }, { field: 3 }, null],
      }),
    };
    await expect(sendContactMessage(message, "", undefined, endpoint)).resolves.toEqual({
      ok: false,
      fieldErrors: [{ field: "phone", message: "خطأ" }],
      status: 400,
    });
  });

  it("sends the idempotency key with the message when it has one", async () => {
    answer = { status: 200, body: '{"success":true}' };
    const key = "5e0f4b1a-9c2d-4e7f-8a6b-3d2c1b0a9f8e";
    await expect(sendContactMessage(message, "", key, endpoint)).resolves.toEqual({ ok: true });
    expect(JSON.parse(received[0]!.body)).toMatchObject({ key });
  });

  it("is an offline failure when the network fails (no answer at all)", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      sendContactMessage(message, "", undefined, `http://127.0.0.1:${port}/api/contact`),
    ).resolves.toEqual({ ok: false, fieldErrors: [], offline: true });
  });
});
