import {
  computeNutrients,
  MIN_KNOWN_WEIGHT_SHARE,
  weightedValue,
  type Ingredient,
} from "./compute-nutrients";
import { NUTRIENT_COLUMNS, type NutrientColumn } from "./nutrient-columns";
import type { UsdaFoodRow } from "./usda-food";

// Synthetic rows: every nutrient set to `fill`, with per-test overrides.
function row(
  id: string,
  overrides: Partial<Record<NutrientColumn, number | null>>,
  fill: number | null = 1,
): UsdaFoodRow {
  const nutrients = Object.fromEntries(NUTRIENT_COLUMNS.map((c) => [c, fill])) as Record<
    NutrientColumn,
    number | null
  >;
  return {
    dataset: "usda_sr28",
    source_id: id,
    description: `test food ${id}`,
    food_group: "test",
    ...nutrients,
    ...overrides,
  };
}

describe("weightedValue", () => {
  it("is the weight-averaged value per 100 g of the recipe", () => {
    const ingredients: Ingredient[] = [
      { row: row("00001", { energy_kcal: 100 }), grams: 300 },
      { row: row("00002", { energy_kcal: 400 }), grams: 100 },
    ];
    // (100 × 300 + 400 × 100) / 400 = 70000 / 400 = 175
    expect(weightedValue(ingredients, "energy_kcal")).toBe(175);
  });

  it("returns a single food's own value unchanged (no float drift)", () => {
    expect(weightedValue([{ row: row("00001", { iron_mg: 0.07 }), grams: 100 }], "iron_mg")).toBe(
      0.07,
    );
  });

  it("keeps full precision (no rounding)", () => {
    const ingredients: Ingredient[] = [
      { row: row("00001", { protein_g: 1 }), grams: 1 },
      { row: row("00002", { protein_g: 2 }), grams: 2 },
    ];
    expect(weightedValue(ingredients, "protein_g")).toBeCloseTo(5 / 3, 12);
  });

  it("treats a 0 in the data as a real zero", () => {
    const ingredients: Ingredient[] = [
      { row: row("00001", { vitamin_c_mg: 0 }), grams: 50 },
      { row: row("00002", { vitamin_c_mg: 10 }), grams: 50 },
    ];
    expect(weightedValue(ingredients, "vitamin_c_mg")).toBe(5);
  });
});

describe("the 90 % rule for unknown cells", () => {
  it("is 90 %", () => {
    expect(MIN_KNOWN_WEIGHT_SHARE).toBe(0.9);
  });

  it("renormalises over the known ingredients when they cover at least 90 % of the weight", () => {
    // 95 g of 100 g have vitamin D: (2 × 90 + 4 × 5) / 95 = 200 / 95, the 5 g unknown ignored.
    const ingredients: Ingredient[] = [
      { row: row("00001", { vitamin_d_ug: 2 }), grams: 90 },
      { row: row("00002", { vitamin_d_ug: 4 }), grams: 5 },
      { row: row("00003", { vitamin_d_ug: null }), grams: 5 },
    ];
    expect(weightedValue(ingredients, "vitamin_d_ug")).toBeCloseTo(200 / 95, 12);
  });

  it("reports the nutrient at exactly 90 % coverage", () => {
    const ingredients: Ingredient[] = [
      { row: row("00001", { vitamin_d_ug: 3 }), grams: 90 },
      { row: row("00002", { vitamin_d_ug: null }), grams: 10 },
    ];
    expect(weightedValue(ingredients, "vitamin_d_ug")).toBe(3);
  });

  it("reports at exactly 90 % even where 0.9 × total is inexact in binary (11.7 of 13 g)", () => {
    expect(0.9 * 13).toBeGreaterThan(11.7); // 11.700000000000001
    const ingredients: Ingredient[] = [
      { row: row("00001", { vitamin_d_ug: 5 }), grams: 11.7 },
      { row: row("00002", { vitamin_d_ug: null }), grams: 1.3 },
    ];
    expect(weightedValue(ingredients, "vitamin_d_ug")).toBe(5);
  });

  it("omits the nutrient below 90 % coverage instead of showing 0", () => {
    const ingredients: Ingredient[] = [
      { row: row("00001", { vitamin_k_ug: 8 }), grams: 89 },
      { row: row("00002", { vitamin_k_ug: null }), grams: 11 },
    ];
    expect(weightedValue(ingredients, "vitamin_k_ug")).toBeNull();

    const meal = computeNutrients(ingredients);
    const names = meal.vitamins.map((v) => v.name);
    expect(names).not.toContain("فيتامين ك (K)");
    // The other vitamins (known everywhere) are still there.
    expect(names).toContain("فيتامين ج (C)");
    expect(meal.vitamins).toHaveLength(10);
  });

  it("omits a nutrient that a single food lacks", () => {
    const meal = computeNutrients([{ row: row("00001", { selenium_ug: null }), grams: 100 }]);
    expect(meal.minerals.map((m) => m.name)).not.toContain("السيلينيوم");
    expect(meal.minerals).toHaveLength(8);
  });
});

describe("computeNutrients", () => {
  it("gives macros and the 20 micronutrients in display order with Arabic names and units", () => {
    const meal = computeNutrients([
      {
        row: row("00001", { energy_kcal: 200, protein_g: 10, fat_g: 8, carbohydrate_g: 22 }, 2),
        grams: 150,
      },
    ]);
    expect(meal).toMatchObject({ calories: 200, protein: 10, fat: 8, carbohydrates: 22 });
    expect(meal.minerals.map((m) => m.name)).toEqual([
      "الكالسيوم",
      "الحديد",
      "المغنيسيوم",
      "الفوسفور",
      "البوتاسيوم",
      "الصوديوم",
      "الزنك",
      "النحاس",
      "السيلينيوم",
    ]);
    expect(meal.minerals[8]).toEqual({ name: "السيلينيوم", amount: 2, unitOfMeasure: "ميكروغرام" });
    expect(meal.vitamins.map((v) => v.unitOfMeasure)).toEqual([
      "ميكروغرام",
      "ملغ",
      "ميكروغرام",
      "ملغ",
      "ميكروغرام",
      "ملغ",
      "ملغ",
      "ملغ",
      "ملغ",
      "ميكروغرام",
      "ميكروغرام",
    ]);
  });

  it("rejects an empty recipe and non-positive grams", () => {
    expect(() => computeNutrients([])).toThrow(/at least one ingredient/);
    expect(() => computeNutrients([{ row: row("00001", {}), grams: 0 }])).toThrow(/invalid grams/);
    expect(() => computeNutrients([{ row: row("00001", {}), grams: Number.NaN }])).toThrow(
      /invalid grams/,
    );
  });

  it("throws on a missing macronutrient (a data error) instead of guessing", () => {
    expect(() => computeNutrients([{ row: row("00009", { fat_g: null }), grams: 100 }])).toThrow(
      /00009.*fat_g/,
    );
  });
});

describe("computeNutrients: fiber and sugars", () => {
  it("gives them when the ingredients that know them make up at least 90 % of the weight", () => {
    const profile = computeNutrients([
      { row: row("00001", { fiber_g: 2, sugars_g: 10, carbohydrate_g: 20 }), grams: 90 },
      { row: row("00002", { fiber_g: null, sugars_g: null, carbohydrate_g: 20 }), grams: 10 },
    ]);
    // Known over 90 g only: the unknown 10 g are assumed like the rest.
    expect(profile.fiber).toBe(2);
    expect(profile.sugars).toBe(10);
  });

  it("averages them by weight like every other nutrient", () => {
    const profile = computeNutrients([
      { row: row("00001", { fiber_g: 2, sugars_g: 0, carbohydrate_g: 10 }), grams: 300 },
      { row: row("00002", { fiber_g: 6, sugars_g: 8, carbohydrate_g: 10 }), grams: 100 },
    ]);
    expect(profile.fiber).toBe(3); // (2 × 300 + 6 × 100) / 400
    expect(profile.sugars).toBe(2); // (0 × 300 + 8 × 100) / 400
  });

  it("leaves them out (no key, never 0) when less than 90 % of the weight knows them", () => {
    const profile = computeNutrients([
      { row: row("00001", { fiber_g: 2 }), grams: 89 },
      { row: row("00002", { fiber_g: null, sugars_g: null }), grams: 11 },
    ]);
    expect(profile).not.toHaveProperty("fiber");
    expect(profile).not.toHaveProperty("sugars");
    const single = computeNutrients([{ row: row("00003", { sugars_g: null }), grams: 100 }]);
    expect(single).not.toHaveProperty("sugars");
    expect(single.fiber).toBe(1);
  });
});

describe("computeNutrients: sugars never above carbohydrate", () => {
  it("keeps the analysed sugars when they fit in the carbohydrate by difference", () => {
    const profile = computeNutrients([
      { row: row("00001", { carbohydrate_g: 4.8, sugars_g: 4.5 }), grams: 100 },
    ]);
    expect(profile.sugars).toBe(4.5);
    expect(profile.carbohydrates).toBe(4.8);
  });

  it("reports the carbohydrate as all sugar when the analysed sugars exceed it (milk's lactose)", () => {
    const profile = computeNutrients([
      { row: row("00001", { carbohydrate_g: 4.8, sugars_g: 5.05, energy_kcal: 61 }), grams: 100 },
    ]);
    expect(profile.sugars).toBe(4.8);
    // USDA's carbohydrate and energy are kept as they are.
    expect(profile.carbohydrates).toBe(4.8);
    expect(profile.calories).toBe(61);
  });

  it("caps a recipe whose sugars are known over less weight than its carbohydrate", () => {
    // 90 g milk (sugars over carbohydrate) and 10 g meat of unknown sugars and no carbohydrate.
    const profile = computeNutrients([
      { row: row("00001", { carbohydrate_g: 4.8, sugars_g: 5.05 }), grams: 90 },
      { row: row("00002", { carbohydrate_g: 0, sugars_g: null }), grams: 10 },
    ]);
    expect(profile.carbohydrates).toBeCloseTo(4.32, 10);
    expect(profile.sugars).toBe(profile.carbohydrates);
  });
});
