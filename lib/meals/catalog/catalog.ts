// The embedded meal database: every entry of content/meals with its per-100 g values
// computed from the committed USDA subset (content/meals/usda-foods.json) and its servings
// (./servings.ts, USDA household measures from usda-household-weights.json). Computed once,
// on first use, and shared by the search index, the meal API and the calculator.

import { mealEntries } from "@/content/meals";
import type { MealEntry, UsdaId } from "@/content/meals/types";
import usdaFoods from "@/content/meals/usda-foods.json";
import usdaHouseholdWeights from "@/content/meals/usda-household-weights.json";
import { computeNutrients, type Ingredient } from "./compute-nutrients";
import type { HouseholdWeights } from "./household-weight";
import { servingsOf } from "./servings";
import { glycaemicIndexOf } from "./glycaemic-index";
import { addedFatProfileOf, oilOf } from "./added-fat";
import type { CatalogMeal, MealSource } from "../types";
import {
  DATASET_LABEL,
  datasetQualifiedId,
  usdaIdOf,
  type UsdaDataset,
  type UsdaFoodRow,
} from "./usda-food";

const rows = usdaFoods as readonly UsdaFoodRow[];
const householdWeights = usdaHouseholdWeights as readonly HouseholdWeights[];

function indexWeights(list: readonly HouseholdWeights[]): Map<UsdaId, HouseholdWeights> {
  return new Map(list.map((weights) => [weights.id, weights]));
}

function indexRows(list: readonly UsdaFoodRow[]): Map<UsdaId, UsdaFoodRow> {
  return new Map(list.map((row) => [usdaIdOf(row.dataset as UsdaDataset, row.source_id), row]));
}

function rowFor(byId: Map<UsdaId, UsdaFoodRow>, id: UsdaId, mealName: string): UsdaFoodRow {
  const row = byId.get(id);
  // The build script fails on unknown ids, so this only fires if the JSON is stale.
  if (!row)
    throw new Error(
      `Meal "${mealName}" uses ${id}, absent from usda-foods.json (run npm run data:meals)`,
    );
  return row;
}

/** Builds one catalog meal from an entry; exported for tests with synthetic rows. */
export function buildCatalogMeal(
  entry: MealEntry,
  byId: Map<UsdaId, UsdaFoodRow>,
  weightsById: ReadonlyMap<UsdaId, HouseholdWeights> = indexWeights(householdWeights),
): CatalogMeal {
  let ingredients: Ingredient[];
  let source: MealSource;
  let oil: CatalogMeal["oil"];
  let addedFat: CatalogMeal["addedFat"];
  if ("usda" in entry) {
    const row = rowFor(byId, entry.usda, entry.name);
    ingredients = [{ row, grams: 100 }];
    source = {
      kind: "usda",
      note: `USDA ${DATASET_LABEL[row.dataset]} ${row.source_id}: ${row.description}`,
      ids: [datasetQualifiedId(entry.usda)],
    };
  } else {
    const recipe = entry.recipe.map(({ usda, grams }) => ({
      usda,
      row: rowFor(byId, usda, entry.name),
      grams,
    }));
    ingredients = recipe;
    oil = oilOf(recipe, entry.serving.perRecipe);
    addedFat = addedFatProfileOf(recipe);
    source = {
      kind: "recipe",
      note: entry.basis,
      ids: [...new Set(entry.recipe.map(({ usda }) => datasetQualifiedId(usda)))],
    };
  }
  const servings = servingsOf(entry, weightsById);
  const glycaemicIndex = glycaemicIndexOf(entry.name);
  return {
    name: entry.name,
    aliases: entry.aliases,
    category: entry.category,
    ...computeNutrients(ingredients),
    source,
    ...(servings ? { servings } : {}),
    ...(oil ? { oil } : {}),
    ...(addedFat ? { addedFat } : {}),
    // An empty list says «no published measurement»; absent (a backend's meal) says nothing.
    glycaemicIndex: glycaemicIndex ?? [],
  };
}

let catalog: readonly CatalogMeal[] | undefined;
let byName: Map<string, CatalogMeal> | undefined;

export function getMealCatalog(): readonly CatalogMeal[] {
  if (!catalog) {
    const byId = indexRows(rows);
    const weightsById = indexWeights(householdWeights);
    catalog = Object.freeze(mealEntries.map((entry) => buildCatalogMeal(entry, byId, weightsById)));
  }
  return catalog;
}

/** The meal whose Arabic name is exactly `name` (surrounding spaces ignored). */
export function getMealByName(name: string): CatalogMeal | undefined {
  if (!byName) byName = new Map(getMealCatalog().map((meal) => [meal.name, meal]));
  return byName.get(name.trim());
}

/** The USDA rows the catalog reads, by id (for tests and the data README's checks). */
export function getUsdaRows(): ReadonlyMap<UsdaId, UsdaFoodRow> {
  return indexRows(rows);
}
