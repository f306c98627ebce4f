import { createMealAnswerCache, sharedFreshnessMs } from "./meal-answer-cache";

describe("createMealAnswerCache", () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it("gives back what was stored, and nothing for an unknown key", () => {
    const cache = createMealAnswerCache({ maxEntries: 10, maxBytes: 10_000, now });
    cache.set("حمص", '[{"name":"حمص"}]', Infinity);
    expect(cache.get("حمص")).toBe('[{"name":"حمص"}]');
    expect(cache.get("فول")).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the least recently used first", () => {
    const cache = createMealAnswerCache({ maxEntries: 2, maxBytes: 10_000, now });
    cache.set("a", "1", Infinity);
    cache.set("b", "2", Infinity);
    expect(cache.get("a")).toBe("1"); // "b" is now the least recently used
    cache.set("c", "3", Infinity);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("1");
    expect(cache.get("c")).toBe("3");
    expect(cache.size).toBe(2);
  });

  it("keeps at most maxBytes of keys and answers, counted two bytes a character", () => {
    const cache = createMealAnswerCache({ maxEntries: 100, maxBytes: 40, now });
    cache.set("k1", "x".repeat(8), Infinity); // 2 × 10 = 20 bytes
    cache.set("k2", "y".repeat(8), Infinity); // 40 bytes in all
    expect(cache.bytes).toBe(40);
    cache.set("k3", "z", Infinity); // 6 more: k1 must go
    expect(cache.get("k1")).toBeUndefined();
    expect(cache.get("k2")).toBe("y".repeat(8));
    expect(cache.bytes).toBe(26);
  });

  it("never stores an answer larger than the whole budget", () => {
    const cache = createMealAnswerCache({ maxEntries: 100, maxBytes: 10, now });
    cache.set("k", "a long answer", Infinity);
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets an answer once its lifetime is over", () => {
    const cache = createMealAnswerCache({ maxEntries: 10, maxBytes: 10_000, now });
    cache.set("k", "v", 60_000);
    clock += 59_999;
    expect(cache.get("k")).toBe("v");
    clock += 1;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("stores nothing with no lifetime, and a new answer replaces the old", () => {
    const cache = createMealAnswerCache({ maxEntries: 10, maxBytes: 10_000, now });
    cache.set("k", "old", Infinity);
    cache.set("k", "new", 0);
    expect(cache.get("k")).toBeUndefined();
    cache.set("k", "newer", Infinity);
    expect(cache.get("k")).toBe("newer");
    expect(cache.bytes).toBe(2 * ("k".length + "newer".length));
  });
});

describe("sharedFreshnessMs", () => {
  it.each([
    [null, null, 0],
    ["", null, 0],
    ["public", null, 0],
    ["no-store", null, 0],
    ["no-cache, max-age=60", null, 0],
    ["private, max-age=60", null, 0],
    ["max-age=0", null, 0],
    ["max-age=60", null, 60_000],
    ["public, max-age=60, s-maxage=300", null, 300_000],
    ['Public, Max-Age="120"', null, 120_000],
    ["max-age=60", "20", 40_000],
    ["max-age=60", "90", 0],
    ["max-age=abc", null, 0],
  ])("Cache-Control %j with Age %j: %d ms", (cacheControl, age, expected) => {
    expect(sharedFreshnessMs(cacheControl, age)).toBe(expected);
  });
});
