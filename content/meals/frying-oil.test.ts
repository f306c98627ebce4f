// The rule of oil absorbed by frying (frying-oil.ts), over every fried dish of the database.
import {
  FRYING_OIL,
  flourOfRawDough,
  friedDishes,
  fryingExceptions,
  fryingOilGrams,
  fryingPairs,
  oilUptake,
  rawPerHundredFried,
  waterLost,
  withFryingOil,
  type FryKind,
} from "./frying-oil";
import { mealEntries } from "./index";
import usdaFoods from "./usda-foods.json";
import type { RecipeEntry } from "./types";

const kinds = Object.keys(fryingPairs) as FryKind[];
const recipes = mealEntries.filter((e): e is RecipeEntry => "recipe" in e);

/** The test's own finder: a recipe whose name or basis says its food is fried. */
const FRIED_WORDS = /مقلي|مقلية|مقليين|تُقلى|تقلى|يُقلى|يقلى|قلاية|قلية|تقلية/;
const friedByText = recipes.filter((e) => FRIED_WORDS.test(`${e.name} ${e.basis}`));

describe("the uptake read off an analysed raw/fried pair", () => {
  it("balances the weight: raw food + oil − water lost = 100 g of fried food", () => {
    for (const kind of kinds) {
      expect(rawPerHundredFried(kind) + oilUptake(kind) - waterLost(kind)).toBeCloseTo(100, 9);
      // A food loses water; a dough weighed by its flour still holds some of the cook's.
      const losesWater = fryingPairs[kind].weighed === "fried food";
      expect([kind, oilUptake(kind) > 0, waterLost(kind) > 0]).toEqual([kind, true, losesWater]);
    }
  });

  it("keeps the fried food's fat: its own fat scaled to the raw weight, plus the oil", () => {
    for (const kind of kinds) {
      const { raw, fried } = fryingPairs[kind];
      const fromRaw = (raw.fat * rawPerHundredFried(kind)) / 100;
      expect(fromRaw + oilUptake(kind)).toBeCloseTo(fried.fat, 9);
    }
  });

  it("conserves the marker: the non-fat energy of an uncoated food", () => {
    // Aubergine: 130.7 g raw (11.4 kcal of non-fat energy per 100 g) make 100 g fried (14.9).
    const { raw, fried } = fryingPairs.aubergine;
    const rawGrams = rawPerHundredFried("aubergine");
    expect(((raw.energyKcal - 9 * raw.fat) * rawGrams) / 100).toBeCloseTo(
      fried.energyKcal - 9 * fried.fat,
      9,
    );
    expect(rawGrams).toBeGreaterThan(130);
    expect(rawGrams).toBeLessThan(131);
  });

  it("reads the oil of 100 g of fried food back from the food's grams", () => {
    for (const kind of kinds.filter((k) => fryingPairs[k].weighed === "fried food")) {
      const uptake = oilUptake(kind);
      // 100 g of fried food is (100 − uptake) g of food and `uptake` g of oil.
      expect(Math.abs(fryingOilGrams(kind, 100 - uptake) - uptake)).toBeLessThanOrEqual(0.25);
    }
    // 150 g of potato: 6.53 g of oil in every 100 g fried, so 150 × 6.53 / 93.47 = 10.48 g.
    expect(fryingOilGrams("potato", 150)).toBe(10.5);
    // A dough by its flour: 100 g of puri is 49.7 g of flour and 21.6 g of oil, so 55 g of
    // flour takes 55 × 21.6 / 49.7 = 23.9 g.
    expect(fryingOilGrams("dough", 55)).toBe(24);
    expect(fryingOilGrams("dough", rawPerHundredFried("dough"))).toBe(
      Math.round(oilUptake("dough") * 2) / 2,
    );
    // A spongy aubergine takes more oil than its own weight of anything else analysed.
    expect(fryingOilGrams("aubergine", 100)).toBeGreaterThan(45);
  });
});

describe("a raw dough weighed by its flour", () => {
  const usda = (id: string) =>
    (
      usdaFoods as readonly {
        dataset: string;
        source_id: string;
        energy_kcal: number;
        fat_g: number;
      }[]
    ).find((r) => `${r.dataset === "usda_sr28" ? "sr28" : "fndds"}:${r.source_id}` === id)!;

  it("reads the dough's energy and fat as USDA gives them", () => {
    for (const [id, entry] of Object.entries(flourOfRawDough)) {
      const { dough, flourPerGram } = entry!;
      const row = usda(id);
      expect([id, dough.energyKcal, dough.fat]).toEqual([id, row.energy_kcal, row.fat_g]);
      const flour = usda("sr28:20481");
      expect(flourPerGram).toBeCloseTo(
        (row.energy_kcal - 9 * row.fat_g) / (flour.energy_kcal - 9 * flour.fat_g),
        9,
      );
    }
  });

  it("fries 40 g of filo as the 27.6 g of flour it holds", () => {
    // Phyllo: (299 − 54) / (364 − 8.8) = 0.690 g of flour per gram; 27.6 × 21.6 / 49.7 = 12.0 g.
    const [, oil] = withFryingOil("بوريك", [{ usda: "sr28:18338", grams: 40 }]);
    expect(oil).toEqual({ usda: FRYING_OIL, grams: 12 });
  });
});

describe("fried dishes", () => {
  it("are each built by the rule or excepted with a reason", () => {
    const unruled = friedByText
      .map((e) => e.name)
      .filter((name) => !(name in friedDishes) && !(name in fryingExceptions));
    expect(unruled).toEqual([]);
  });

  it("name only dishes of the database, the built ones recipes", () => {
    const names = new Set(mealEntries.map((e) => e.name));
    const recipeNames = new Set(recipes.map((e) => e.name));
    expect(Object.keys(fryingExceptions).filter((n) => !names.has(n))).toEqual([]);
    expect(Object.keys(friedDishes).filter((n) => !recipeNames.has(n))).toEqual([]);
    expect(Object.keys(friedDishes).filter((n) => n in fryingExceptions)).toEqual([]);
  });

  it("carry the frying oil the rule writes from their fried food's grams, none by hand", () => {
    const lines: string[] = [];
    for (const name of Object.keys(friedDishes)) {
      const entry = recipes.find((e) => e.name === name)!;
      const oilLines = entry.recipe.filter((l) => l.usda === FRYING_OIL);
      expect([name, oilLines.length]).toEqual([name, 1]);
      // The oil the rule writes from the rest of the recipe; a syrup sweet's syrup may follow it.
      const rebuilt = withFryingOil(
        name,
        entry.recipe.filter((l) => l.usda !== FRYING_OIL),
      );
      expect([name, oilLines[0]]).toEqual([name, rebuilt.at(-1)]);
      const water = friedDishes[name]!.map(({ kind, rows }) => {
        const food = entry.recipe.filter((l) => rows.includes(l.usda));
        const byFlour = fryingPairs[kind].weighed === "flour";
        const grams = food.reduce(
          (s, l) => s + l.grams * (byFlour ? (flourOfRawDough[l.usda]?.flourPerGram ?? 1) : 1),
          0,
        );
        if (fryingPairs[kind].weighed === "flour") {
          const kept = (-grams * waterLost(kind)) / rawPerHundredFried(kind);
          return `${kind} flour ${grams.toFixed(1)} g, water the fried dough keeps ${kept.toFixed(0)} g`;
        }
        const lost = (grams * waterLost(kind)) / (100 - oilUptake(kind));
        return `${kind} ${grams} g, water frying drives out ${lost.toFixed(0)} g`;
      });
      lines.push(`${name}: oil ${oilLines[0]!.grams} g (${water.join("; ")})`);
    }
    console.log(
      [
        ...kinds.map(
          (k) =>
            `${k}: oil ${oilUptake(k).toFixed(1)} g and water lost ${waterLost(k).toFixed(1)} g per 100 g fried`,
        ),
        ...lines,
      ].join("\n"),
    );
  });
});
