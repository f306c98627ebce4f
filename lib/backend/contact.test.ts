import { startFakeBackend, type FakeAnswer, type FakeBackend } from "@/test/fake-backend";
import { backendPayload, forwardToBackend } from "./contact";

const message = { name: "سالم", email: undefined, phone: "+218912345678", message: "مرحبا" };

describe("forwardToBackend (a real HTTP server on loopback)", () => {
  let backend: FakeBackend;
  beforeAll(async () => {
    backend = await startFakeBackend();
  });
  afterAll(() => backend.close());
  beforeEach(() => {
    backend.requests.length = 0;
  });

  it("POSTs { data } as JSON to /contactUs and is delivered on success: true", async () => {
    backend.answer({ kind: "good" });
    await expect(forwardToBackend(message, `${backend.url}/`)).resolves.toEqual({
      delivered: true,
    });
    expect(backend.requests).toHaveLength(1);
    const [request] = backend.requests;
    expect(request).toMatchObject({
      method: "POST",
      url: "/contactUs",
      contentType: "application/json",
    });
    expect(JSON.parse(request!.body)).toEqual({
      data: { name: "سالم", email: "", phone: "+218912345678", message: "مرحبا" },
    });
  });

  it.each<[string, FakeAnswer, string]>([
    [
      "success: false",
      { kind: "json", status: 200, body: { success: false, message: "rejected" } },
      "backend did not answer success: true",
    ],
    ["a 500", { kind: "status", status: 500 }, "backend status 500"],
    ["garbage", { kind: "garbage" }, "backend did not answer success: true"],
    ["the wrong shape", { kind: "wrong-shape" }, "backend did not answer success: true"],
    [
      "success: true with status 400",
      { kind: "json", status: 400, body: { success: true } },
      "backend status 400",
    ],
    ["a redirect", { kind: "redirect", location: "/elsewhere" }, "backend redirect"],
  ])("is not delivered when the backend answers %s", async (_label, answer, reason) => {
    backend.answer(answer);
    await expect(forwardToBackend(message, backend.url)).resolves.toEqual({
      delivered: false,
      reason,
    });
  });

  it("does not follow a redirect", async () => {
    backend.answer({ kind: "redirect", location: "/contactUs-elsewhere" });
    await forwardToBackend(message, backend.url);
    expect(backend.requests.map((request) => request.url)).toEqual(["/contactUs"]);
  });

  it("sends the idempotency key as the Idempotency-Key header when given", async () => {
    backend.answer({ kind: "good" });
    await forwardToBackend(message, backend.url, 1_000, "key-0123456789abcdef");
    await forwardToBackend(message, backend.url);
    expect(backend.requests.map((request) => request.idempotencyKey)).toEqual([
      "key-0123456789abcdef",
      undefined,
    ]);
  });

  it("accepts any 2xx status with success: true", async () => {
    backend.answer({ kind: "json", status: 201, body: { success: true } });
    await expect(forwardToBackend(message, backend.url)).resolves.toEqual({ delivered: true });
  });

  it("gives up after the timeout", async () => {
    backend.answer({ kind: "slow", ms: 1_000, then: { kind: "good" } });
    const started = performance.now();
    await expect(forwardToBackend(message, backend.url, 200)).resolves.toEqual({
      delivered: false,
      reason: "backend timeout after 200 ms",
    });
    expect(performance.now() - started).toBeLessThan(900);
  });

  it("is not delivered when nothing listens", async () => {
    const closed = await startFakeBackend();
    await closed.close();
    await expect(forwardToBackend(message, closed.url)).resolves.toEqual({
      delivered: false,
      reason: "backend unreachable",
    });
  });

  it("sends the email when given", () => {
    expect(backendPayload({ ...message, email: "a@b.ly" }).data.email).toBe("a@b.ly");
  });
});
