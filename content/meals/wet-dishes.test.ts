// A soup, stew or salad has the water its kind has: for each kind of wet-dishes.ts, the
// analysed same dishes of reference-dishes.ts give the range (water as published; for
// CIQUAL's soups, which give no water, 100 − protein − fat − carbohydrate − fibre, an upper
// bound since ash is not given). Every dish of the kind must lie no more than 5 points below
// the driest analysed dish (6 below the soups' bound) and no more than 5 above the wettest.
import { recipeWater } from "@/lib/meals/reference/recipe-water";
import { mealEntries } from "./index";
import { referenceDishes, type ReferenceDish } from "./reference-dishes";
import type { RecipeEntry } from "./types";
import { wetDishKinds, type WetDishKind } from "./wet-dishes";

function publishedWater(r: ReferenceDish): { water: number; bound: boolean } | undefined {
  if (r.water !== null) return { water: r.water, bound: false };
  if (r.fibre === undefined || r.protein === null || r.fat === null || r.carbohydrate === null)
    return undefined;
  return { water: 100 - r.protein - r.fat - r.carbohydrate - r.fibre, bound: true };
}

function recipeOf(name: string): RecipeEntry {
  const entry = mealEntries.find((e) => e.name === name);
  if (!entry) throw new Error(`no meal named ${name}`);
  if (!("recipe" in entry)) throw new Error(`${name} is one USDA row, not a recipe`);
  return entry;
}

describe.each(Object.keys(wetDishKinds) as WetDishKind[])("%s", (kind) => {
  const names = wetDishKinds[kind];
  const analysed = referenceDishes
    .filter((r) => r.match === "same-dish" && names.includes(r.meal))
    .map(publishedWater)
    .filter((w) => w !== undefined);
  const low = Math.min(...analysed.map((w) => w.water)) - (analysed.some((w) => w.bound) ? 6 : 5);
  const high = Math.max(...analysed.map((w) => w.water)) + 5;

  it("has at least two analysed dishes", () => {
    expect(analysed.length).toBeGreaterThanOrEqual(2);
  });

  it.each(names.filter((n) => "recipe" in (mealEntries.find((e) => e.name === n) ?? {})))(
    "%s carries the water of its kind",
    (name) => {
      const water = recipeWater(recipeOf(name));
      expect(water).toBeGreaterThanOrEqual(low);
      expect(water).toBeLessThanOrEqual(high);
    },
  );
});
