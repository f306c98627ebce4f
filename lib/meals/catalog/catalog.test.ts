import type { MealEntry, UsdaId } from "@/content/meals/types";
import { mealEntries } from "@/content/meals";
import { buildCatalogMeal, getMealByName, getMealCatalog, getUsdaRows } from "./catalog";
import { weightedValue } from "./compute-nutrients";
import { NUTRIENT_COLUMNS, type NutrientColumn } from "./nutrient-columns";
import type { UsdaFoodRow } from "./usda-food";

function row(
  sourceId: string,
  values: Partial<Record<NutrientColumn, number | null>>,
): UsdaFoodRow {
  const nutrients = Object.fromEntries(NUTRIENT_COLUMNS.map((c) => [c, 0])) as Record<
    NutrientColumn,
    number | null
  >;
  return {
    dataset: "usda_sr28",
    source_id: sourceId,
    description: `Food ${sourceId}`,
    food_group: "test",
    ...nutrients,
    ...values,
  };
}

const byId = new Map<UsdaId, UsdaFoodRow>([
  ["sr28:00001", row("00001", { energy_kcal: 100, protein_g: 10, vitamin_d_ug: null })],
  ["sr28:00002", row("00002", { energy_kcal: 300, protein_g: 2 })],
]);

describe("buildCatalogMeal", () => {
  it("builds a single-row food with a USDA source note and dataset-qualified id", () => {
    const entry: MealEntry = { name: "أ", aliases: ["a"], category: "meat", usda: "sr28:00001" };
    const weights = new Map([
      [
        "sr28:00001" as const,
        {
          id: "sr28:00001" as const,
          food: "Food 00001",
          weights: [{ grams: 85, description: "3 oz" }],
        },
      ],
    ]);
    const meal = buildCatalogMeal(entry, byId, weights);
    expect(meal.servings).toEqual([
      { label: "حصة (85 غ)", grams: 85, kind: "usda", basis: "وزن منزلي من USDA SR28 00001: 3 oz" },
    ]);
    expect(meal).toMatchObject({
      name: "أ",
      aliases: ["a"],
      category: "meat",
      calories: 100,
      protein: 10,
      source: { kind: "usda", note: "USDA SR28 00001: Food 00001", ids: ["usda_sr28:00001"] },
    });
    expect(meal.vitamins.map((v) => v.name)).not.toContain("فيتامين د (D)");
  });

  it("builds a recipe from its ingredients with the basis as note and each id once", () => {
    const entry: MealEntry = {
      name: "ب",
      aliases: ["b"],
      category: "libyan",
      basis: "وصفة اختبار",
      serving: { label: "صحن" },
      recipe: [
        { usda: "sr28:00001", grams: 150 },
        { usda: "sr28:00002", grams: 50 },
      ],
    };
    const meal = buildCatalogMeal(entry, byId);
    // (100 × 150 + 300 × 50) / 200 = 150 kcal; (10 × 150 + 2 × 50) / 200 = 8 g protein.
    expect(meal).toMatchObject({ calories: 150, protein: 8 });
    expect(meal.source).toEqual({
      kind: "recipe",
      note: "وصفة اختبار",
      ids: ["usda_sr28:00001", "usda_sr28:00002"],
    });
    // Vitamin D is known for only 50 of 200 g (25 % < 90 %): omitted, not 0.
    expect(meal.vitamins.map((v) => v.name)).not.toContain("فيتامين د (D)");
  });

  it("fails loudly on an id absent from the subset", () => {
    const entry: MealEntry = { name: "ج", aliases: ["c"], category: "meat", usda: "sr28:99999" };
    expect(() => buildCatalogMeal(entry, byId)).toThrow(/sr28:99999/);
  });
});

describe("getMealCatalog", () => {
  it("has one meal per entry, in order, computed once", () => {
    const catalog = getMealCatalog();
    expect(catalog.map((m) => m.name)).toEqual(mealEntries.map((e) => e.name));
    expect(getMealCatalog()).toBe(catalog);
    expect(Object.isFrozen(catalog)).toBe(true);
  });

  it("gives every meal finite macros and only known micronutrients", () => {
    for (const meal of getMealCatalog()) {
      for (const value of [meal.calories, meal.protein, meal.fat, meal.carbohydrates]) {
        expect(Number.isFinite(value)).toBe(true);
      }
      for (const n of [...meal.minerals, ...meal.vitamins]) {
        expect(Number.isFinite(n.amount)).toBe(true);
      }
    }
  });

  it("reads the committed USDA subset", () => {
    expect(getUsdaRows().size).toBeGreaterThan(0);
  });
});

describe("getMealByName", () => {
  it("finds a meal by its exact Arabic name, ignoring surrounding spaces", () => {
    const first = getMealCatalog()[0]!;
    expect(getMealByName(first.name)).toBe(first);
    expect(getMealByName(`  ${first.name} `)).toBe(first);
  });

  it("returns undefined for an unknown name", () => {
    expect(getMealByName("لا توجد وجبة بهذا الاسم")).toBeUndefined();
  });
});

describe("fiber and sugars of the database", () => {
  it("are the 90 %-rule values of each entry's rows, absent exactly when unknown", () => {
    const byRow = getUsdaRows();
    const bad: string[] = [];
    for (const entry of mealEntries) {
      const ingredients =
        "usda" in entry
          ? [{ row: byRow.get(entry.usda)!, grams: 100 }]
          : entry.recipe.map(({ usda, grams }) => ({ row: byRow.get(usda)!, grams }));
      const meal = getMealByName(entry.name)!;
      for (const [key, column] of [
        ["fiber", "fiber_g"],
        ["sugars", "sugars_g"],
      ] as const) {
        const value = weightedValue(ingredients, column);
        // Sugars are capped at the meal's carbohydrate (compute-nutrients.ts says why).
        const expected =
          key === "sugars" && value !== null ? Math.min(value, meal.carbohydrates) : value;
        if (expected === null ? key in meal : meal[key] !== expected) {
          bad.push(`${entry.name} ${key}: ${meal[key]} (want ${expected})`);
        }
      }
    }
    expect(bad).toEqual([]);
    // The rule bites: some SR28 rows lack sugars, so some meals have none.
    expect(getMealCatalog().some((m) => m.sugars === undefined)).toBe(true);
    expect(getMealCatalog().filter((m) => m.fiber !== undefined).length).toBeGreaterThan(300);
  });
});
