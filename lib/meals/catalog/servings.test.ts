import type { MealEntry, UsdaId } from "@/content/meals/types";
import type { HouseholdWeights } from "./household-weight";
import { measureKey, recipeTotalGrams, scaleGrams, servingsOf } from "./servings";

function weights(id: UsdaId, list: [number, string][]): [UsdaId, HouseholdWeights] {
  return [
    id,
    {
      id,
      food: `Food ${id}`,
      weights: list.map(([grams, description]) => ({ grams, description })),
    },
  ];
}

const byId = new Map([
  weights("sr28:00001", [
    [85, "3 oz"],
    [453.6, "1 lb"],
  ]),
  weights("sr28:00002", [
    [147, "1 cup, chopped"],
    [7.1, "1 date, pitted"],
  ]),
  weights("sr28:00003", []),
  weights("sr28:00004", [
    [136, "1 cup, chopped"],
    [8.5, "1 tbsp"],
    [50, "1 large"],
  ]),
  weights("fndds:58175110", [
    [160, "1 cup"],
    [80, "Quantity not specified"],
  ]),
  weights("fndds:53441110", [[80, "1 piece"]]),
]);

const recipe = (perRecipe?: number): MealEntry => ({
  name: "ر",
  aliases: ["r"],
  category: "libyan",
  basis: "وصفة اختبار",
  serving: { label: "صحن", ...(perRecipe === undefined ? {} : { perRecipe }) },
  recipe: [
    { usda: "sr28:00001", grams: 300 },
    { usda: "fndds:94000100", grams: 140.5 },
  ],
});

describe("servingsOf: recipes", () => {
  it("serves the whole recipe, its total grams as eaten, when it makes one serving", () => {
    const entry = recipe();
    expect(recipeTotalGrams(entry as Extract<MealEntry, { recipe: unknown }>)).toBe(440.5);
    expect(servingsOf(entry, byId)).toEqual([
      {
        label: "صحن",
        // As a kitchen scale shows it: whole grams, in the basis too.
        grams: 441,
        kind: "recipe",
        basis: "وزن الوصفة كلها كما تؤكل (441 غرامًا)",
      },
    ]);
  });

  it("serves a stated share when the recipe makes several servings", () => {
    expect(servingsOf(recipe(4), byId)?.[0]).toMatchObject({
      grams: 110, // 440.5 / 4 = 110.125
      kind: "recipe",
      basis: "ربع الوصفة (وزنها كلها كما تؤكل 441 غرامًا)",
    });
  });

  it("rejects a share that is not a whole number of servings", () => {
    expect(() => servingsOf(recipe(0), byId)).toThrow(/perRecipe/);
    expect(() => servingsOf(recipe(2.5), byId)).toThrow(/perRecipe/);
  });
});

describe("servingsOf: one USDA row", () => {
  const single = (extra: Partial<Extract<MealEntry, { usda: unknown }>>): MealEntry => ({
    name: "م",
    aliases: ["m"],
    category: "meat",
    usda: "sr28:00001",
    ...extra,
  });

  it("gives the row's SR28 weights labelled in Arabic, USDA's text in the basis, non-portions left out", () => {
    expect(servingsOf(single({}), byId)).toEqual([
      { label: "حصة (85 غ)", grams: 85, kind: "usda", basis: "وزن منزلي من USDA SR28 00001: 3 oz" },
    ]);
  });

  it("puts the second weight first when the entry says it is the typical one", () => {
    const servings = servingsOf(single({ usda: "sr28:00002", typicalWeight: 2 }), byId);
    expect(servings?.map((s) => [s.label, s.grams])).toEqual([
      ["تمرة منزوعة النوى", 7.1],
      ["كوب مقطع", 147],
    ]);
    const usual = servingsOf(single({ usda: "sr28:00002" }), byId);
    expect(usual?.map((s) => s.grams)).toEqual([147, 7.1]);
  });

  it("borrows the weights of a named SR28 row as estimates that say so", () => {
    const servings = servingsOf(
      single({ usda: "fndds:74101000", householdFrom: "sr28:00002" }),
      byId,
    );
    expect(servings?.[0]).toEqual({
      label: "كوب مقطع",
      grams: 147,
      kind: "estimate",
      basis: "تقدير: وزن منزلي من USDA SR28 00002 (Food sr28:00002) للطعام نفسه: 1 cup, chopped",
    });
  });

  it("serves the measures an entry lists, in its order, from its SR28 or FNDDS row", () => {
    const egg = servingsOf(single({ usda: "sr28:00004", measures: ["1 large", "1 tbsp"] }), byId);
    expect(egg?.map((s) => [s.label, s.grams, s.kind])).toEqual([
      ["حبة كبيرة", 50, "usda"],
      ["ملعقة كبيرة", 8.5, "usda"],
    ]);
    const tabbouleh = servingsOf(single({ usda: "fndds:58175110", measures: ["1 cup"] }), byId);
    expect(tabbouleh).toEqual([
      {
        label: "كوب",
        grams: 160,
        kind: "usda",
        basis: "وزن منزلي من USDA FNDDS 2021-2023 58175110: 1 cup",
      },
    ]);
  });

  it("adds units borrowed from a similar food's row, as estimates that say which row and why", () => {
    const servings = servingsOf(
      single({ borrowedUnits: [{ from: "fndds:53441110", measure: "1 piece", why: "السبب" }] }),
      byId,
    );
    expect(servings?.[1]).toEqual({
      label: "قطعة",
      grams: 80,
      kind: "estimate",
      basis:
        "تقدير: وزن منزلي من USDA FNDDS 2021-2023 53441110 (Food fndds:53441110): 1 piece؛ السبب",
    });
  });

  it("fails loudly on a listed measure the row does not have, or one that is not a portion", () => {
    expect(() => servingsOf(single({ usda: "sr28:00004", measures: ["1 jumbo"] }), byId)).toThrow(
      /no measure "1 jumbo" \(it has: 1 cup, chopped; 1 tbsp; 1 large\)/,
    );
    expect(() => servingsOf(single({ measures: ["1 lb"] }), byId)).toThrow(/not a portion/);
  });

  it("has none for an FNDDS row without a borrowed weight, a stated reason, or no SR28 weight", () => {
    expect(servingsOf(single({ usda: "fndds:41205070", noServing: "none" }), byId)).toBeUndefined();
    expect(servingsOf(single({ noServing: "none" }), byId)).toBeUndefined();
    expect(servingsOf(single({ usda: "sr28:00003" }), byId)).toBeUndefined();
  });

  it("fails loudly on a stale weights file or an untranslated USDA measure", () => {
    expect(() => servingsOf(single({ usda: "sr28:00009" }), byId)).toThrow(/npm run data:meals/);
    const unknown = new Map([weights("sr28:00001", [[12, "1 mystery unit"]])]);
    expect(() => servingsOf(single({}), unknown)).toThrow(/No Arabic label .*1 mystery unit/);
  });
});

describe("measureKey", () => {
  it("collapses USDA's runs of spaces", () => {
    expect(measureKey('1 pita,  small  (4" dia)')).toBe('1 pita, small (4" dia)');
  });
});

describe("scaleGrams: a serving's weight as a kitchen scale shows it", () => {
  it.each([
    [191.5, 192],
    [440.5, 441],
    [28.35, 28],
    [13.5, 14],
    [9.96, 10],
    [9.94, 9.9],
    [7.1, 7.1],
    [0.7, 0.7],
    [1.73, 1.7],
  ])("%s g → %s g", (grams, shown) => {
    expect(scaleGrams(grams)).toBe(shown);
  });
});

describe("servingsOf: what one person eats at one sitting", () => {
  const piece = { from: "fndds:53441110" as UsdaId, measure: "1 piece", why: "قطعة واحدة" };

  it("does not serve a recipe written as a batch: its borrowed piece is the typical serving", () => {
    const batch: MealEntry = {
      name: "ح",
      aliases: ["h"],
      category: "libyan",
      basis: "وصفة اختبار",
      serving: { label: "حصة", batch: "a tray of sweets" },
      recipe: [{ usda: "sr28:00001", grams: 100 }],
      borrowedUnits: [piece],
    };
    const servings = servingsOf(batch, byId);
    expect(servings?.map((s) => [s.label, s.grams, s.kind])).toEqual([["قطعة", 80, "estimate"]]);
  });

  it("serves a stated multiple of the row's own measure, even of one that is no portion", () => {
    const entry: MealEntry = {
      name: "د",
      aliases: ["d"],
      category: "meat",
      usda: "sr28:00001",
      scaledUnits: [
        { label: "ربع رطل", measure: "1 lb", times: 0.25, why: "سبب" },
        { label: "حصتان", measure: "3 oz", times: 2, why: "سبب آخر" },
      ],
    };
    const servings = servingsOf(entry, byId) ?? [];
    expect(servings.map((s) => [s.label, s.grams, s.kind])).toEqual([
      ["حصة (85 غ)", 85, "usda"],
      ["ربع رطل", 113, "estimate"], // 453.6 / 4 = 113.4
      ["حصتان", 170, "estimate"],
    ]);
    expect(servings[1]!.basis).toBe("تقدير: 0.25 × الوزن المنزلي من USDA SR28 00001: 1 lb؛ سبب");
  });

  it("puts the named typical serving first and keeps the others in their order", () => {
    const entry: MealEntry = {
      name: "ت",
      aliases: ["t"],
      category: "dates-fruit",
      usda: "sr28:00004",
      measures: ["1 cup, chopped", "1 tbsp", "1 large"],
      typical: "حبة كبيرة",
    };
    expect(servingsOf(entry, byId)?.map((s) => s.label)).toEqual([
      "حبة كبيرة",
      "كوب مقطع",
      "ملعقة كبيرة",
    ]);
    expect(() => servingsOf({ ...entry, typical: "لا شيء" }, byId)).toThrow(/لا شيء/);
  });

  it("labels a measure for one food only when the entry relabels it", () => {
    const entry: MealEntry = {
      name: "ل",
      aliases: ["l"],
      category: "nuts-seeds",
      usda: "sr28:00004",
      measures: ["1 tbsp"],
      relabel: { "1 tbsp": "ملعقة" },
    };
    expect(servingsOf(entry, byId)?.map((s) => [s.label, s.grams])).toEqual([["ملعقة", 8.5]]);
  });
});
