// The oil of dishes stewed in oil and of pastry dough (dish-oil.ts), over every meal of the
// database: each dish of either kind is found here by its own finder, so a new one cannot
// skip the rule.
import usdaFoods from "./usda-foods.json";
import {
  doughOilPerFlour,
  doughWithOil,
  notPastryDough,
  notStewedInOil,
  oiledDoughs,
  oilPerFlourOf,
  oilShareOf,
  PASTRY_BREAD,
  pastryDoughMeals,
  stewedInOil,
  stewedInOilDishes,
  stewedInOilMeals,
  stewedOilShare,
} from "./dish-oil";
import { mealEntries } from "./index";
import type { RecipeEntry } from "./types";

const OILS = new Set(["sr28:04053", "sr28:04506", "sr28:04518"]);
const rows = usdaFoods as readonly {
  dataset: string;
  source_id: string;
  food_group: string;
  fat_g: number;
  carbohydrate_g: number;
}[];
const rowOf = (id: string) =>
  rows.find((r) => `${r.dataset === "usda_sr28" ? "sr28" : "fndds"}:${r.source_id}` === id)!;
const ANIMAL = /Beef|Lamb|Poultry|Pork|Finfish|Sausage|Egg/;

const recipes = mealEntries.filter((e): e is RecipeEntry => "recipe" in e);
const recipeOf = (name: string) => {
  const entry = recipes.find((e) => e.name === name);
  if (!entry) throw new Error(`${name} is no recipe of the database`);
  return entry;
};

/** Meatless savoury dishes cooked with oil: the look of a dish stewed in oil. */
function cookedWithOilNoMeat(): string[] {
  return recipes
    .filter(
      (e) =>
        e.category !== "sweets" &&
        e.recipe.some((l) => OILS.has(l.usda)) &&
        !e.recipe.some((l) => ANIMAL.test(rowOf(l.usda).food_group)) &&
        /مطبوخ|مطهو/.test(e.basis) &&
        /زيت/.test(e.basis + e.name),
    )
    .map((e) => e.name);
}

/** Savoury baked doughs (not a sweet, «حلوى»): the look of a pastry. */
function bakedDoughs(): string[] {
  return recipes
    .filter(
      (e) =>
        e.category !== "sweets" &&
        !/حلوى/.test(e.basis) &&
        /عجين/.test(e.basis) &&
        /مخبوز/.test(e.basis),
    )
    .map((e) => e.name);
}

describe("dishes stewed in oil", () => {
  it("reads each analysed dish's oil as its fat less its plain vegetable's", () => {
    for (const dish of stewedInOilDishes) {
      expect(oilShareOf(dish)).toBeCloseTo((dish.fat - dish.plain.fat) / 100, 10);
      expect(dish.plain.source).toBe(dish.source);
    }
    const shares = stewedInOilDishes.map(oilShareOf).sort((a, b) => a - b);
    expect(stewedOilShare).toBe(shares[Math.floor(shares.length / 2)]);
  });

  it("writes the oil as that share of the dish as eaten, to the half gram", () => {
    for (const grams of [100, 187, 244]) {
      const lines = stewedInOil([{ usda: "sr28:11053", grams }]);
      const oil = lines.at(-1)!;
      expect(oil.usda).toBe("sr28:04053");
      expect(Math.abs(oil.grams - (grams + oil.grams) * stewedOilShare)).toBeLessThanOrEqual(0.5);
      expect(oil.grams * 2).toBe(Math.round(oil.grams * 2));
    }
  });

  it("builds every meatless dish cooked with oil, or names why not", () => {
    const found = cookedWithOilNoMeat();
    expect(found.sort()).toEqual([...stewedInOilMeals, ...Object.keys(notStewedInOil)].sort());
    for (const name of stewedInOilMeals) {
      const { recipe } = recipeOf(name);
      const others = recipe.filter((l) => !OILS.has(l.usda));
      expect([name, recipe]).toEqual([name, stewedInOil(others)]);
    }
  });
});

describe("pastry dough", () => {
  it("reads each analysed dough's oil per flour off its carbohydrate and fat", () => {
    for (const dough of oiledDoughs) {
      const flour = dough.carbohydrate / dough.flour.carbohydrate;
      expect(oilPerFlourOf(dough)).toBeCloseTo(
        (dough.fat - flour * dough.flour.fat) / 100 / flour,
        10,
      );
      expect(dough.flour.source).toBe(dough.source);
    }
    const values = oiledDoughs.map(oilPerFlourOf);
    expect(doughOilPerFlour).toBeCloseTo(values.reduce((a, b) => a + b, 0) / values.length, 10);
  });

  it("holds the bread and flour as USDA gives them", () => {
    for (const row of [PASTRY_BREAD, PASTRY_BREAD.flour]) {
      expect(rowOf(row.usda).fat_g).toBe(row.fat);
      expect(rowOf(row.usda).carbohydrate_g).toBe(row.carbohydrate);
    }
  });

  it("gives the dough the oil of its flour, the bread's own fat counted", () => {
    const { flour } = PASTRY_BREAD;
    for (const grams of [60, 80]) {
      const [bread, oil] = doughWithOil(grams);
      expect(bread).toEqual({ usda: PASTRY_BREAD.usda, grams });
      const flourGrams = (grams * PASTRY_BREAD.carbohydrate) / flour.carbohydrate;
      const fat = (grams * PASTRY_BREAD.fat) / 100 + oil!.grams;
      const flourFat = (flourGrams * flour.fat) / 100;
      // The dough's fat beyond its flour's is the rule's oil per flour, to the half gram.
      expect(Math.abs(fat - flourFat - flourGrams * doughOilPerFlour)).toBeLessThanOrEqual(0.25);
    }
  });

  it("builds every savoury baked dough, or names why not", () => {
    expect(bakedDoughs().sort()).toEqual(
      [...pastryDoughMeals, ...Object.keys(notPastryDough)].sort(),
    );
    for (const name of pastryDoughMeals) {
      const { recipe } = recipeOf(name);
      const at = recipe.findIndex((l) => l.usda === PASTRY_BREAD.usda);
      expect([name, recipe.slice(at, at + 2)]).toEqual([name, doughWithOil(recipe[at]!.grams)]);
    }
  });
});
