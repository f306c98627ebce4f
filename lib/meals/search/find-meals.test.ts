import { backendMealsUrl } from "@/lib/backend/meals";
import { fixtureMeals } from "@/test/fixtures/meals";
import { startFakeBackend, type FakeBackend } from "@/test/fake-backend";
import { findMealsByName } from "./find-meals";
import type { CatalogMeal, Meal } from "../types";

// Numbers below are arbitrary test values, not nutrition data: these tests check plumbing.
const catalog: CatalogMeal[] = fixtureMeals.map((meal, i) => ({
  name: meal.name,
  aliases: meal.aliases ?? [],
  category: "libyan",
  calories: 100 + i,
  protein: 1,
  fat: 2,
  carbohydrates: 3,
  minerals: [{ name: "الحديد", amount: 0.5, unitOfMeasure: "ملغ" }],
  vitamins: [],
  source: { kind: "usda", note: "صف اختبار", ids: ["test:1"] },
}));

const backendMeal = {
  name: "كبسة",
  calories: 150,
  protein: 9,
  fat: 5,
  carbohydrates: 17,
  image: "https://example.org/kabsa.webp",
  minerals: [{ name: "الحديد", amount: 1.2, unitOfMeasure: "ملغ", id: 3 }],
  vitamins: [{ name: "فيتامين C", amount: 2, unitOfMeasure: "ملغ" }],
  internalId: 42,
  createdAt: "2024-01-01",
};

describe("findMealsByName: embedded database", () => {
  it("finds a meal by an alias and answers in the public Meal shape", async () => {
    const result = await findMealsByName("kabsa", { catalog });
    expect(result.kind).toBe("ok");
    if (result.kind !== "ok") return;
    expect(result.source).toBe("embedded");
    const first = result.meals[0] as Meal;
    expect(first.name).toBe("كبسة");
    expect(Object.keys(first).sort()).toEqual(
      [
        "calories",
        "carbohydrates",
        "fat",
        "minerals",
        "name",
        "protein",
        "source",
        "vitamins",
      ].sort(),
    );
  });

  it("trims the name before searching", async () => {
    const result = await findMealsByName("  بازين \n", { catalog });
    expect(result.kind === "ok" && result.meals[0]?.name).toBe("بازين");
  });

  it.each([[""], ["   "], ["\t\n"]])("answers [] for the blank name %j", async (name) => {
    expect(await findMealsByName(name, { catalog })).toEqual({
      kind: "ok",
      meals: [],
      source: "embedded",
    });
  });

  it("accepts 100 characters and rejects 101 as a bad request", async () => {
    expect((await findMealsByName("ب".repeat(100), { catalog })).kind).toBe("ok");
    expect(await findMealsByName("ب".repeat(101), { catalog })).toEqual({ kind: "name-too-long" });
  });

  it("counts characters, not UTF-16 units", async () => {
    const emoji = "🍲".repeat(100); // 200 UTF-16 units, 100 characters
    expect((await findMealsByName(emoji, { catalog })).kind).toBe("ok");
  });
});

describe("findMealsByName: proxy to the backend", () => {
  let backend: FakeBackend;
  beforeAll(async () => {
    backend = await startFakeBackend();
  });
  afterAll(() => backend.close());
  beforeEach(() => {
    backend.requests.length = 0;
  });
  const paths = () => backend.requests.map((request) => request.url);

  const find = (name: string, timeoutMs?: number) =>
    findMealsByName(name, { mealsApiUrl: backend.url, timeoutMs, catalog });

  it("returns the backend's meals, validated, with unknown fields stripped", async () => {
    backend.answer({ kind: "json", status: 200, body: [backendMeal] });
    const result = await find("كبسة");
    expect(result).toEqual({
      kind: "ok",
      source: "backend",
      backendCaching: { cacheControl: null, age: null },
      meals: [
        {
          name: "كبسة",
          calories: 150,
          protein: 9,
          fat: 5,
          carbohydrates: 17,
          image: "https://example.org/kabsa.webp",
          minerals: [{ name: "الحديد", amount: 1.2, unitOfMeasure: "ملغ" }],
          vitamins: [{ name: "فيتامين C", amount: 2, unitOfMeasure: "ملغ" }],
        },
      ],
    });
    expect(paths()).toEqual([`/api/v1/meals/name/${encodeURIComponent("كبسة")}`]);
  });

  it("passes on the backend's Cache-Control and Age", async () => {
    backend.answer({
      kind: "custom",
      respond: (_req, res) => {
        res.writeHead(200, {
          "Content-Type": "application/json",
          "Cache-Control": "public, max-age=30",
          Age: "5",
        });
        res.end(JSON.stringify([backendMeal]));
      },
    });
    expect(await find("كبسة")).toMatchObject({
      kind: "ok",
      backendCaching: { cacheControl: "public, max-age=30", age: "5" },
    });
  });

  it("accepts a meal without an image or with a null one", async () => {
    const withoutImage: Record<string, unknown> = { ...backendMeal };
    delete withoutImage.image;
    backend.answer({
      kind: "json",
      status: 200,
      body: [withoutImage, { ...withoutImage, name: "بازين", image: null }],
    });
    const result = await find("كبسة");
    expect(result.kind).toBe("ok");
    if (result.kind !== "ok") return;
    expect(result.meals.map((m) => "image" in m)).toEqual([false, false]);
  });

  it("sends the name as one path segment, with / ? # % encoded", async () => {
    backend.answer({ kind: "json", status: 200, body: [] });
    await find("a/b?c#d%e");
    expect(paths()).toEqual(["/api/v1/meals/name/a%2Fb%3Fc%23d%25e"]);
  });

  it("sends the trimmed name and does not call the backend for a blank one", async () => {
    backend.answer({ kind: "json", status: 200, body: [] });
    await find("  فول  ");
    await find("   ");
    expect(paths()).toEqual([`/api/v1/meals/name/${encodeURIComponent("فول")}`]);
  });

  it("rejects a 101-character name without calling the backend", async () => {
    expect((await find("x".repeat(101))).kind).toBe("name-too-long");
    expect(paths()).toEqual([]);
  });

  it("turns a 500 into an upstream error", async () => {
    backend.answer({ kind: "json", status: 500, body: { message: "boom" } });
    expect(await find("كبسة")).toMatchObject({ kind: "upstream-error", reason: "status" });
  });

  it("turns a 404 into an upstream error", async () => {
    backend.answer({ kind: "json", status: 404, body: { message: "not found" } });
    expect(await find("كبسة")).toMatchObject({ kind: "upstream-error", reason: "status" });
  });

  it("turns a body that is not JSON into an upstream error", async () => {
    backend.answer({ kind: "garbage" });
    expect(await find("كبسة")).toMatchObject({ kind: "upstream-error", reason: "invalid-json" });
  });

  it.each([
    ["an object instead of a list", { meals: [backendMeal] }],
    ["a meal without calories", [{ ...backendMeal, calories: undefined }]],
    ["a number sent as a string", [{ ...backendMeal, protein: "9" }]],
    ["a negative value", [{ ...backendMeal, fat: -1 }]],
    ["a nutrient without a unit", [{ ...backendMeal, vitamins: [{ name: "ك", amount: 1 }] }]],
  ])("turns %s into an upstream error", async (_label, body) => {
    backend.answer({ kind: "json", status: 200, body: body });
    expect(await find("كبسة")).toMatchObject({ kind: "upstream-error", reason: "invalid-shape" });
  });

  it("gives up on a slow backend after the timeout", async () => {
    backend.answer({ kind: "slow", ms: 1000, then: { kind: "good", meals: [backendMeal] } });
    const started = Date.now();
    expect(await find("كبسة", 150)).toMatchObject({ kind: "upstream-error", reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("gives up on a body that stalls after the headers", async () => {
    backend.answer({
      kind: "custom",
      respond: (_request, response) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.write("[");
      },
    });
    expect(await find("كبسة", 150)).toMatchObject({ kind: "upstream-error", reason: "timeout" });
  });

  it("does not follow a redirect", async () => {
    backend.answer({ kind: "redirect", location: "/elsewhere" });
    expect(await find("كبسة")).toMatchObject({ kind: "upstream-error", reason: "redirect" });
    expect(paths()).toHaveLength(1);
  });

  it("turns an unreachable backend into an upstream error", async () => {
    const gone = await startFakeBackend();
    await gone.close();
    const result = await findMealsByName("كبسة", { mealsApiUrl: gone.url });
    expect(result).toMatchObject({ kind: "upstream-error", reason: "network" });
  });
});

describe("backendMealsUrl", () => {
  it("joins a base URL with or without a trailing slash", () => {
    expect(backendMealsUrl("http://h:1/", "فول")).toBe(
      `http://h:1/api/v1/meals/name/${encodeURIComponent("فول")}`,
    );
    expect(backendMealsUrl("http://h:1/base", "a b")).toBe(
      "http://h:1/base/api/v1/meals/name/a%20b",
    );
  });
});
