import { mealEntries } from "@/content/meals";
import { addedFatRows } from "@/content/meals/added-fat";
import type { RecipeEntry } from "@/content/meals/types";
import { mealWithOil, OIL_FACTOR } from "@/lib/nutrition/oil";
import { scaleMealToGrams } from "@/lib/nutrition/scale-nutrients";
import { getMealByName, getUsdaRows } from "./catalog";
import { computeNutrients } from "./compute-nutrients";

// «الزيت»: every recipe holding oil, butter or ghee offers less and more of it, each computed
// from the recipe with only the fat's grams changed; the serving's energy moves by exactly the
// fat's own energy, half of it either way.
const rows = getUsdaRows();
const fat = new Set<string>(addedFatRows);
const recipes = mealEntries.filter((e): e is RecipeEntry => "recipe" in e);
const withFat = recipes.filter((e) => e.recipe.some((i) => fat.has(i.usda)));

/** kcal of the recipe's added fat in one of its servings, from the USDA rows. */
function fatKcal(entry: RecipeEntry): number {
  const kcal = entry.recipe
    .filter((i) => fat.has(i.usda))
    .reduce((sum, i) => sum + (rows.get(i.usda)!.energy_kcal! * i.grams) / 100, 0);
  return kcal / (entry.serving.perRecipe ?? 1);
}

describe("the oil choice of the catalog", () => {
  it("is offered on every recipe with added fat, and on nothing else", () => {
    expect(withFat.length).toBeGreaterThan(50);
    for (const entry of mealEntries) {
      const meal = getMealByName(entry.name)!;
      expect([entry.name, meal.oil !== undefined]).toEqual([
        entry.name,
        withFat.includes(entry as RecipeEntry),
      ]);
    }
  });

  // A batch recipe served by the piece (a borrowed USDA or estimated piece, serving-rules) has
  // no recipe serving to weigh: its versions are checked by the recomputation below.
  const withRecipeServing = withFat.filter((e) =>
    getMealByName(e.name)!.servings!.some((s) => s.kind === "recipe"),
  );

  it.each(withRecipeServing.map((e) => [e.name, e] as const))(
    "%s: half the fat less or more changes the serving's energy by half the fat's energy",
    (_, entry) => {
      const meal = getMealByName(entry.name)!;
      const serving = (m: typeof meal) => m.servings!.find((s) => s.kind === "recipe")!;
      const usual = scaleMealToGrams(meal, serving(meal).grams);
      const half = fatKcal(entry) * 0.5;
      for (const [choice, sign] of [
        ["less", -1],
        ["more", 1],
      ] as const) {
        const cooked = mealWithOil(meal, choice);
        const grams = serving(cooked).grams;
        // The other ingredients' grams stay: the serving weighs the fat's difference.
        expect(grams).toBeCloseTo(serving(meal).grams + sign * 0.5 * meal.oil!.grams, 9);
        const kcal = scaleMealToGrams(cooked, grams).calories;
        // To the whole kcal the page shows: the serving is weighed in whole grams as a kitchen
        // scale shows it (serving-rules), a few tenths of a gram off the recipe's own total.
        expect(Math.abs(kcal - usual.calories - sign * half)).toBeLessThan(0.5);
      }
    },
  );

  it("recomputes every value from the recipe with the fat's grams scaled", () => {
    for (const entry of withFat) {
      const meal = getMealByName(entry.name)!;
      for (const choice of ["less", "more"] as const) {
        const recipe = entry.recipe.map(({ usda, grams }) => ({
          row: rows.get(usda)!,
          grams: fat.has(usda) ? grams * OIL_FACTOR[choice] : grams,
        }));
        expect(meal.oil![choice]).toEqual(computeNutrients(recipe));
      }
    }
  });

  it("gives the fat's grams per serving of the recipe", () => {
    for (const entry of withFat) {
      const grams = entry.recipe.filter((i) => fat.has(i.usda)).reduce((s, i) => s + i.grams, 0);
      expect(getMealByName(entry.name)!.oil!.grams).toBe(grams / (entry.serving.perRecipe ?? 1));
    }
  });
});
