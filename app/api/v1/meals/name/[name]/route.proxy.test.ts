import { CACHE_CONTROL } from "@/lib/meals/search";
import { startFakeBackend, type FakeBackend } from "@/test/fake-backend";
import { GET } from "./route";

// The route with MEALS_API_URL set, against a real HTTP server on loopback standing in for the
// product's backend. getConfig() reads process.env once, so the variable is set before the
// first request of this file (each jest test file has its own module registry).

let backend: FakeBackend;
const paths = () => backend.requests.map((request) => request.url);

beforeAll(async () => {
  backend = await startFakeBackend();
  process.env.MEALS_API_URL = backend.url;
});
afterAll(() => backend.close());
beforeEach(() => {
  backend.requests.length = 0;
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function get(name: string) {
  const url = `http://localhost/api/v1/meals/name/${encodeURIComponent(name)}`;
  return GET(new Request(url), { params: Promise.resolve({ name }) });
}

async function expectBadGateway(response: Response) {
  expect(response.status).toBe(502);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = await response.json();
  expect(body.code).toBe("upstream_unavailable");
  expect(body.error).toMatch(/[\u0600-\u06FF]/);
  expect(JSON.stringify(body)).not.toContain(backend.url);
}

const meal = {
  name: "ملوخية",
  calories: 60,
  protein: 3,
  fat: 3.5,
  carbohydrates: 5,
  minerals: [],
  vitamins: [{ name: "فيتامين A", amount: 100, unitOfMeasure: "ميكروغرام", note: "x" }],
  secret: "stripped",
};

describe("GET /api/v1/meals/name/[name] as a proxy to the backend", () => {
  it("passes the backend's validated list through, unknown fields stripped", async () => {
    backend.answer({ kind: "json", status: 200, body: [meal] });
    const response = await get("ملوخية");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(CACHE_CONTROL.backend);
    expect(await response.json()).toEqual([
      {
        name: "ملوخية",
        calories: 60,
        protein: 3,
        fat: 3.5,
        carbohydrates: 5,
        minerals: [],
        vitamins: [{ name: "فيتامين A", amount: 100, unitOfMeasure: "ميكروغرام" }],
      },
    ]);
  });

  it("sends the name to the backend as one encoded path segment", async () => {
    backend.answer({ kind: "json", status: 200, body: [] });
    await get("a/b?c");
    expect(paths()).toEqual(["/api/v1/meals/name/a%2Fb%3Fc"]);
  });

  it("answers [] for a blank name without calling the backend", async () => {
    const response = await get("  ");
    expect(await response.json()).toEqual([]);
    expect(paths()).toEqual([]);
  });

  it("answers 400 for a 101-character name without calling the backend", async () => {
    const response = await get("x".repeat(101));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("name_too_long");
    expect(paths()).toEqual([]);
  });

  it("answers 502 when the backend answers 500", async () => {
    backend.answer({ kind: "json", status: 500, body: { error: "internal" } });
    await expectBadGateway(await get("ملوخية"));
  });

  it("answers 502 when the backend answers something that is not JSON", async () => {
    backend.answer({
      kind: "custom",
      respond: (_request, response) => {
        response.writeHead(200, { "Content-Type": "text/html" });
        response.end("<!doctype html><title>oops</title>");
      },
    });
    await expectBadGateway(await get("ملوخية"));
  });

  it("answers 502 when the backend's JSON has the wrong shape", async () => {
    backend.answer({ kind: "wrong-shape" });
    await expectBadGateway(await get("ملوخية"));
  });

  it("answers 502 when the backend redirects, without following", async () => {
    backend.answer({ kind: "redirect", location: "/elsewhere" });
    await expectBadGateway(await get("ملوخية"));
    expect(paths()).toHaveLength(1);
  });

  it("answers 502 after 3 s when the backend is slow", async () => {
    backend.answer({ kind: "slow", ms: 5000, then: { kind: "good", meals: [meal] } });
    const started = Date.now();
    await expectBadGateway(await get("ملوخية"));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(4500);
  }, 10_000);
});
