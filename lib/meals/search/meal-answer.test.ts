import { createMealAnswerCache, type MealAnswerCache } from "./meal-answer-cache";
import { answerMealsByName, mealAnswerKey } from "./meal-answer";
import { CACHE_CONTROL } from "./meals-response";
import { startFakeBackend, type FakeBackend } from "@/test/fake-backend";

// The meal API's answers through the cache: the embedded database (the real one) and a real
// HTTP server on loopback standing in for the product's backend.

const newCache = () => createMealAnswerCache({ maxEntries: 100, maxBytes: 1024 * 1024 });

const meal = {
  name: "كبسة",
  calories: 150,
  protein: 9,
  fat: 5,
  carbohydrates: 17,
  minerals: [],
  vitamins: [],
};

describe("answerMealsByName: embedded database", () => {
  let cache: MealAnswerCache;
  beforeEach(() => {
    cache = newCache();
  });

  it("answers the same JSON from the cache, under the normalized name", async () => {
    const first = await answerMealsByName("حمص", { cache });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/json");
    expect(first.headers.get("cache-control")).toBe(CACHE_CONTROL.embedded);
    const body = await first.text();
    expect(JSON.parse(body).length).toBeGreaterThan(0);
    expect(cache.size).toBe(1);

    // The same name with the article, diacritics and spaces is the same search.
    const second = await answerMealsByName("  الحُمُّص ", { cache });
    expect(await second.text()).toBe(body);
    expect(second.headers.get("cache-control")).toBe(CACHE_CONTROL.embedded);
    expect(cache.size).toBe(1);
    expect(cache.get(mealAnswerKey("حمص") as string)).toBe(body);
  });

  it("never stores a bad request", async () => {
    const response = await answerMealsByName("ب".repeat(101), { cache });
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(cache.size).toBe(0);
  });
});

describe("answerMealsByName: backend", () => {
  let backend: FakeBackend;
  let cache: MealAnswerCache;
  beforeAll(async () => {
    backend = await startFakeBackend();
  });
  afterAll(() => backend.close());
  beforeEach(() => {
    backend.requests.length = 0;
    cache = newCache();
    jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  const ask = (name: string) => answerMealsByName(name, { mealsApiUrl: backend.url, cache });
  const answerWithCaching = (cacheControl?: string) =>
    backend.answer({
      kind: "custom",
      respond: (_req, res) => {
        res.writeHead(200, {
          "Content-Type": "application/json",
          ...(cacheControl ? { "Cache-Control": cacheControl } : {}),
        });
        res.end(JSON.stringify([meal]));
      },
    });

  it("keeps an answer as long as the backend's Cache-Control allows, and no longer", async () => {
    let clock = 0;
    cache = createMealAnswerCache({ maxEntries: 10, maxBytes: 100_000, now: () => clock });
    answerWithCaching("public, max-age=30");
    expect((await ask("كبسة")).status).toBe(200);
    clock = 29_000;
    const cached = await ask("كبسة");
    expect(await cached.json()).toEqual([meal]);
    expect(cached.headers.get("cache-control")).toBe(CACHE_CONTROL.backend);
    expect(backend.requests).toHaveLength(1);
    clock = 30_000;
    await ask("كبسة");
    expect(backend.requests).toHaveLength(2);
  });

  it.each([[undefined], ["no-store"], ["private, max-age=60"], ["no-cache"]])(
    "asks the backend every time when its Cache-Control is %j",
    async (cacheControl) => {
      answerWithCaching(cacheControl);
      await ask("كبسة");
      await ask("كبسة");
      expect(backend.requests).toHaveLength(2);
      expect(cache.size).toBe(0);
    },
  );

  it("never stores an error, even one sent with a long Cache-Control", async () => {
    backend.answer({
      kind: "custom",
      respond: (_req, res) => {
        res.writeHead(500, { "Content-Type": "application/json", "Cache-Control": "max-age=600" });
        res.end("{}");
      },
    });
    expect((await ask("كبسة")).status).toBe(502);
    answerWithCaching("max-age=60");
    expect((await ask("كبسة")).status).toBe(200);
    expect(backend.requests).toHaveLength(2);
  });

  it("keys backend answers by the exact name sent, not the normalized one", async () => {
    answerWithCaching("max-age=60");
    await ask("كبسة");
    await ask("الكبسة");
    expect(backend.requests).toHaveLength(2);
  });

  it("keeps the answers of two backends apart", () => {
    expect(mealAnswerKey("كبسة", "http://a")).not.toBe(mealAnswerKey("كبسة", "http://b"));
    expect(mealAnswerKey("كبسة", "http://a")).not.toBe(mealAnswerKey("كبسة"));
  });
});

it("gives no key to a name over 100 characters", () => {
  expect(mealAnswerKey("ب".repeat(100))).toBeDefined();
  expect(mealAnswerKey("ب".repeat(101))).toBeUndefined();
  expect(mealAnswerKey("🍲".repeat(100))).toBeDefined();
});
