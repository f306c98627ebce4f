import { startFakeBackend, type FakeBackend } from "@/test/fake-backend";
import { fetchUpstream, upstreamUrl } from "./upstream-fetch";

describe("fetchUpstream (a real HTTP server on loopback)", () => {
  let backend: FakeBackend;
  beforeAll(async () => {
    backend = await startFakeBackend();
  });
  afterAll(() => backend.close());

  const get = (maxBytes = 1024, timeoutMs = 1000) =>
    fetchUpstream(`${backend.url}/x`, { timeoutMs, maxBytes });

  it("returns the status and text of any answer, error statuses included", async () => {
    backend.answer({ kind: "json", status: 503, body: { down: true } });
    await expect(get()).resolves.toMatchObject({ ok: true, status: 503, text: '{"down":true}' });
  });

  it("returns the answer's headers, for the caller's caching", async () => {
    backend.answer({ kind: "json", status: 200, body: [] });
    const result = await get();
    expect(result.ok && result.headers.get("content-type")).toBe("application/json");
  });

  it("stops reading past the size limit", async () => {
    backend.answer({ kind: "json", status: 200, body: "x".repeat(5000) });
    await expect(get(1000)).resolves.toMatchObject({ ok: false, reason: "too-large" });
  });

  it("refuses a redirect without following it", async () => {
    backend.requests.length = 0;
    backend.answer({ kind: "redirect", location: "/elsewhere" });
    await expect(get()).resolves.toMatchObject({ ok: false, reason: "redirect" });
    expect(backend.requests).toHaveLength(1);
  });

  it("gives up after the timeout, the body included", async () => {
    backend.answer({
      kind: "custom",
      respond: (_request, response) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.write("[");
      },
    });
    await expect(get(1024, 150)).resolves.toMatchObject({ ok: false, reason: "timeout" });
  });

  it("sends JSON with its content type when asked to", async () => {
    backend.requests.length = 0;
    backend.answer({ kind: "good" });
    await fetchUpstream(`${backend.url}/contactUs`, {
      method: "POST",
      json: { a: 1 },
      timeoutMs: 1000,
      maxBytes: 1024,
    });
    expect(backend.requests[0]).toMatchObject({
      method: "POST",
      contentType: "application/json",
      body: '{"a":1}',
    });
  });
});

describe("upstreamUrl", () => {
  it("joins a base URL with or without trailing slashes", () => {
    expect(upstreamUrl("http://h:1//", "/contactUs")).toBe("http://h:1/contactUs");
    expect(upstreamUrl("http://h:1/base", "/contactUs")).toBe("http://h:1/base/contactUs");
  });
});
