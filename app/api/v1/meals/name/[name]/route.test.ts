import { getMealCatalog } from "@/lib/meals/catalog";
import { answerMealsByName, CACHE_CONTROL } from "@/lib/meals/search";
import { GET } from "./route";
import { GET as GET_WITHOUT_NAME } from "../route";

// The route in its default mode: MEALS_API_URL unset, the embedded meal database answers.
// Next.js hands the handler the decoded path segment; these tests do the same.

delete process.env.MEALS_API_URL;

function get(name: string) {
  const url = `http://localhost/api/v1/meals/name/${encodeURIComponent(name)}`;
  return GET(new Request(url), { params: Promise.resolve({ name }) });
}

const PUBLIC_KEYS = new Set([
  "addedSugars",
  "addedSugarsAtLeast",
  "glycaemicIndex",
  "name",
  "calories",
  "protein",
  "fat",
  "carbohydrates",
  "image",
  "minerals",
  "vitamins",
  "source",
  // Extra fields beyond the seed's (the seed's stay as they are).
  "fiber",
  "sugars",
  "servings",
  "page",
  // A dish with added fat: its versions with less and more oil (lib/nutrition/oil.ts).
  "oil",
]);

describe("GET /api/v1/meals/name/[name] with the embedded database", () => {
  it("answers a JSON list a CDN may cache", async () => {
    const response = await get("كبسة");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe(CACHE_CONTROL.embedded);
    expect(response.headers.get("cache-control")).toContain("s-maxage=86400");
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it.each([[" "], [""], ["\n\t"]])("answers [] for the blank name %j", async (name) => {
    const response = await get(name);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("answers 400 with an Arabic JSON error for a 101-character name", async () => {
    const response = await get("ك".repeat(101));
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body.code).toBe("name_too_long");
    expect(body.error).toMatch(/[\u0600-\u06FF]/);
  });

  it("answers [] at the path without a name", async () => {
    const response = GET_WITHOUT_NAME();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  // Runs once the meal database is in the catalog; skipped (and reported so) while it is empty.
  const catalog = getMealCatalog();
  (catalog.length ? it : it.skip)(
    "finds catalog meals by their own names, in the public shape only",
    async () => {
      for (const meal of catalog.slice(0, 25)) {
        const response = await get(meal.name);
        expect(response.status).toBe(200);
        const meals = (await response.json()) as Record<string, unknown>[];
        expect(meals[0]?.name).toBe(meal.name);
        expect(meals.length).toBeLessThanOrEqual(20);
        for (const m of meals) {
          for (const key of Object.keys(m)) expect(PUBLIC_KEYS.has(key)).toBe(true);
        }
      }
    },
  );

  it("gives every meal the path of its page on the site", async () => {
    const { mealPageByName } = await import("@/lib/meals/pages");
    const meals = (await (await get("كسكسي")).json()) as { name: string; page?: string }[];
    expect(meals.length).toBeGreaterThan(1);
    for (const m of meals) expect(m.page).toBe(mealPageByName(m.name)!.path);
  });

  it("carries fiber, sugars and servings as extra fields, absent when unknown or none", async () => {
    for (const name of ["بازين", "خبز عربي", "سمك قاروص مشوي", "تبولة"]) {
      const meal = getMealCatalog().find((m) => m.name === name);
      const response = await get(name);
      const [first] = (await response.json()) as Record<string, unknown>[];
      expect(first?.name).toBe(name);
      expect(first?.fiber).toBe(meal?.fiber);
      expect(first?.sugars).toBe(meal?.sugars);
      expect(first?.servings).toEqual(meal?.servings);
    }
    const [bazin] = (await (await get("بازين")).json()) as Record<string, unknown>[];
    expect(bazin?.servings).toEqual([expect.objectContaining({ label: "صحن", kind: "recipe" })]);
    // SR28 has no sugars for this fish; tabbouleh is a recipe's plate, then FNDDS's cup.
    const [bass] = (await (await get("سمك قاروص مشوي")).json()) as Record<string, unknown>[];
    expect(bass).not.toHaveProperty("sugars");
    const [tabbouleh] = (await (await get("تبولة")).json()) as Record<string, unknown>[];
    expect(tabbouleh?.servings).toEqual([
      expect.objectContaining({ label: "صحن", grams: 221, kind: "recipe" }),
      expect.objectContaining({ label: "كوب", grams: 160, kind: "estimate" }),
    ]);
    // Every meal of the database now has a serving, so one without is a stand-in: the answer
    // then carries no `servings` at all.
    const withoutServings = {
      ...getMealCatalog().find((m) => m.name === "تبولة")!,
      servings: undefined,
    };
    const answer = await answerMealsByName("تبولة", { catalog: [withoutServings] });
    const [none] = (await answer.json()) as Record<string, unknown>[];
    expect(none?.name).toBe("تبولة");
    expect(none).not.toHaveProperty("servings");
  });
});
