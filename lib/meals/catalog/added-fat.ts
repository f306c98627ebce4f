// A recipe's added fat (content/meals/added-fat.ts) and the recipe with half of it and one and
// a half times it: the fat rows' grams scaled, every other ingredient's grams the same, the
// values computed by the same rule as the meal's own (./compute-nutrients.ts). So «أقل» and
// «أكثر» are recipes, not a correction of the dish's values.
import { addedFatRows } from "@/content/meals/added-fat";
import type { UsdaId } from "@/content/meals/types";
import { OIL_FACTOR } from "@/lib/nutrition/oil";
import type { MealOil, NutrientProfile } from "../types";
import { computeNutrients } from "./compute-nutrients";
import type { UsdaFoodRow } from "./usda-food";

const fatRows: ReadonlySet<UsdaId> = new Set(addedFatRows);

interface RecipeIngredient {
  usda: UsdaId;
  row: UsdaFoodRow;
  grams: number;
}

/** Whether a USDA row is fat a cook adds. */
function isAddedFat(id: UsdaId): boolean {
  return fatRows.has(id);
}

/** The recipe with its added fat's grams times `factor`. */
function withFatScaled<I extends RecipeIngredient>(recipe: readonly I[], factor: number): I[] {
  return recipe.map((i) => (isAddedFat(i.usda) ? { ...i, grams: i.grams * factor } : i));
}

/**
 * The oil choice of a recipe that makes `perRecipe` servings, or undefined when it holds no
 * added fat (then no choice is offered).
 */
export function oilOf(recipe: readonly RecipeIngredient[], perRecipe = 1): MealOil | undefined {
  const fat = recipe.filter((i) => isAddedFat(i.usda));
  if (fat.length === 0) return undefined;
  return {
    grams: fat.reduce((sum, i) => sum + i.grams, 0) / perRecipe,
    less: computeNutrients(withFatScaled(recipe, OIL_FACTOR.less)),
    more: computeNutrients(withFatScaled(recipe, OIL_FACTOR.more)),
  };
}

/** The recipe's added fat alone, per 100 g (the offline index rebuilds the versions from it). */
export function addedFatProfileOf(
  recipe: readonly RecipeIngredient[],
): NutrientProfile | undefined {
  const fat = recipe.filter((i) => isAddedFat(i.usda));
  return fat.length === 0 ? undefined : computeNutrients(fat);
}
