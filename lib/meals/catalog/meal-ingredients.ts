// How a meal's numbers were built: the USDA rows behind an entry of the embedded database, with
// the grams of each as eaten (a recipe) or the one row it is (a single food). Read from the
// same entries and USDA subset as the catalog (./catalog.ts), so the page that shows
// the build and the values built from it can never disagree.
import { mealEntries } from "@/content/meals";
import { ingredientNames } from "@/content/meals/ingredient-names";
import type { MealEntry, UsdaId } from "@/content/meals/types";
import { getUsdaRows } from "./catalog";
import { DATASET_LABEL, datasetQualifiedId } from "./usda-food";

export interface UsdaRowRef {
  /** As in the API's `source.ids`: "usda_sr28:20481". */
  id: string;
  /** "SR28" or "FNDDS 2021-2023". */
  dataset: string;
  sourceId: string;
  /** USDA's own (English) description. */
  description: string;
}

export type MealBuild =
  | {
      kind: "recipe";
      /** `name`: the row's Arabic name (content/meals/ingredient-names.ts). */
      ingredients: (UsdaRowRef & { grams: number; name: string })[];
      totalGrams: number;
      basis: string;
    }
  | { kind: "usda"; row: UsdaRowRef };

let rows: ReturnType<typeof getUsdaRows> | undefined;
let entries: Map<string, MealEntry> | undefined;

function rowRef(id: UsdaId): UsdaRowRef {
  rows ??= getUsdaRows();
  const row = rows.get(id);
  if (!row) throw new Error(`${id} is absent from usda-foods.json (run npm run data:meals)`);
  return {
    id: datasetQualifiedId(id),
    dataset: DATASET_LABEL[row.dataset],
    sourceId: row.source_id,
    description: row.description,
  };
}

/** The build of the meal named exactly `name`, or undefined when the database has no such meal. */
export function getMealBuild(name: string): MealBuild | undefined {
  entries ??= new Map(mealEntries.map((entry) => [entry.name, entry]));
  const entry = entries.get(name);
  if (!entry) return undefined;
  if ("usda" in entry) return { kind: "usda", row: rowRef(entry.usda) };
  const ingredients = entry.recipe.map(({ usda, grams }) => {
    const name = ingredientNames[usda];
    if (!name) throw new Error(`${usda} has no Arabic name in content/meals/ingredient-names.ts`);
    return { ...rowRef(usda), grams, name };
  });
  return {
    kind: "recipe",
    ingredients,
    totalGrams: ingredients.reduce((sum, i) => sum + i.grams, 0),
    basis: entry.basis,
  };
}
