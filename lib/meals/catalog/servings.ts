// The servings of an entry of the meal database (pure; no I/O, no React). The rule, also in
// content/meals/README.md:
// - a recipe: the serving its entry describes, weighing the recipe's total grams as eaten
//   (or that total divided by the number of servings the recipe makes);
// - one SR28 row: its SR28 household weights (GmWt_1, GmWt_2), labelled in Arabic by
//   content/meals/household-measures.ts, USDA's text kept in the basis;
// - a row without weights (FNDDS) that names an SR28 row of the same food: that row's
//   weights, as estimates saying where they come from;
// - otherwise none (the entry states why), and the meal is shown per 100 g only.
// A measure labelled `null` (a whole bird, a pound) is not a portion and is left out.

import { householdMeasureLabels } from "@/content/meals/household-measures";
import { servingTexts } from "@/content/meals/serving-texts";
import type { MealEntry, RecipeEntry, Sr28Id } from "@/content/meals/types";
import type { HouseholdWeights } from "./household-weight";
import type { Serving } from "../types";

/** USDA's measure text with runs of spaces collapsed, the key of the label table. */
export function measureKey(description: string): string {
  return description.replace(/\s+/g, " ").trim();
}

/** The Arabic label of a USDA measure; `null` when it is not a portion; throws when unknown. */
function labelOf(description: string): string | null {
  const key = measureKey(description);
  const label = householdMeasureLabels[key];
  if (label === undefined) {
    throw new Error(
      `No Arabic label for the USDA measure "${key}" (content/meals/household-measures.ts)`,
    );
  }
  return label;
}

export function recipeTotalGrams(entry: RecipeEntry): number {
  return entry.recipe.reduce((sum, { grams }) => sum + grams, 0);
}

function recipeServing(entry: RecipeEntry): Serving {
  const total = recipeTotalGrams(entry);
  const count = entry.serving.perRecipe ?? 1;
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`Meal "${entry.name}": perRecipe must be a whole number ≥ 1, got ${count}`);
  }
  return {
    label: entry.serving.label,
    grams: total / count,
    kind: "recipe",
    basis: count === 1 ? servingTexts.wholeRecipe(total) : servingTexts.shareOfRecipe(count, total),
  };
}

function householdServings(
  source: HouseholdWeights,
  borrowed: boolean,
  typicalSecond: boolean,
): Serving[] {
  const sourceId = source.id.slice("sr28:".length);
  const servings: Serving[] = [];
  for (const { grams, description } of source.weights) {
    const label = labelOf(description);
    if (label === null) continue;
    const measure = measureKey(description);
    servings.push({
      label,
      grams,
      kind: borrowed ? "estimate" : "usda",
      basis: borrowed
        ? servingTexts.borrowed(sourceId, source.food, measure)
        : servingTexts.usda(sourceId, measure),
    });
  }
  // Only a reorder of USDA's two weights: the second is the typical one when it survived.
  if (typicalSecond && source.weights.length === 2 && servings.length === 2) servings.reverse();
  return servings;
}

/** The servings of an entry, the typical one first; undefined when it has none. */
export function servingsOf(
  entry: MealEntry,
  weightsById: ReadonlyMap<Sr28Id, HouseholdWeights>,
): Serving[] | undefined {
  if (!("usda" in entry)) return [recipeServing(entry)];
  if (entry.noServing !== undefined) return undefined;
  const id =
    entry.householdFrom ?? (entry.usda.startsWith("sr28:") ? (entry.usda as Sr28Id) : undefined);
  if (id === undefined) return undefined;
  const source = weightsById.get(id);
  // The build script writes every id it is asked for, so this only fires if the JSON is stale.
  if (!source) {
    throw new Error(
      `Meal "${entry.name}" uses ${id}, absent from usda-household-weights.json (run npm run data:meals)`,
    );
  }
  const servings = householdServings(
    source,
    entry.householdFrom !== undefined,
    entry.typicalWeight === 2,
  );
  return servings.length > 0 ? servings : undefined;
}
