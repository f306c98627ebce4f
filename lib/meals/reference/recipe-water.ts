// The water (g per 100 g as eaten) of a recipe, weight-averaged over its ingredients from
// USDA's water values (content/meals/usda-water.json, written by npm run data:meals). Used to
// hold soups, stews and salads against analysed dishes of their kind; not shown on the site.
import type { RecipeEntry, UsdaId } from "@/content/meals/types";
import usdaWater from "@/content/meals/usda-water.json";

const water = usdaWater as Readonly<Record<string, number>>;

export function recipeWater(entry: Pick<RecipeEntry, "name" | "recipe">): number {
  let grams = 0;
  let sum = 0;
  for (const { usda, grams: g } of entry.recipe) {
    const w = water[usda satisfies UsdaId];
    if (w === undefined)
      throw new Error(`${entry.name}: no water for ${usda} (npm run data:meals)`);
    grams += g;
    sum += w * g;
  }
  return sum / grams;
}
