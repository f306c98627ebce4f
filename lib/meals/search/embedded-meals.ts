import "server-only";
import { getMealCatalog } from "../catalog";
import { mealPageByName } from "../pages";
import { bareWordDefaultsByWord } from "./bare-words";
import { createMealSearch, type MealSearchIndex } from "./meal-search";
import type { CatalogMeal, Meal } from "../types";
import { encodeOfflineMealIndex, type OfflineMealIndex } from "./offline-index";

// The embedded meal database's answer to a name: the Arabic-aware search over names and
// aliases, each hit reduced to the public Meal shape (aliases and category stay inside).

const searches = new WeakMap<readonly CatalogMeal[], MealSearchIndex<CatalogMeal>>();
let defaultSearch: MealSearchIndex<CatalogMeal> | undefined;

function searchFor(catalog: readonly CatalogMeal[] | undefined): MealSearchIndex<CatalogMeal> {
  if (!catalog) {
    // Built once per process, on the first request.
    defaultSearch ??= createMealSearch(getMealCatalog(), { defaults: bareWordDefaultsByWord });
    return defaultSearch;
  }
  let search = searches.get(catalog);
  if (!search) {
    search = createMealSearch(catalog);
    searches.set(catalog, search);
  }
  return search;
}

function toPublicMeal(entry: CatalogMeal): Meal {
  const meal: Meal = {
    name: entry.name,
    calories: entry.calories,
    protein: entry.protein,
    fat: entry.fat,
    carbohydrates: entry.carbohydrates,
    minerals: entry.minerals,
    vitamins: entry.vitamins,
  };
  if (entry.image) meal.image = entry.image;
  meal.source = entry.source;
  // Extra fields beyond the seed's: absent when unknown (fiber, sugars) or when none (servings).
  if (entry.fiber !== undefined) meal.fiber = entry.fiber;
  if (entry.sugars !== undefined) meal.sugars = entry.sugars;
  if (entry.addedSugars !== undefined) meal.addedSugars = entry.addedSugars;
  if (entry.addedSugarsAtLeast) meal.addedSugarsAtLeast = true;
  if (entry.glycaemicIndex) meal.glycaemicIndex = entry.glycaemicIndex;
  if (entry.servings) meal.servings = entry.servings;
  // The path of the meal's page, so the calculator can link to it. Backend meals carry none:
  // their numbers are the backend's, the pages show the embedded database's.
  const page = mealPageByName(entry.name);
  if (page) meal.page = page.path;
  if (entry.oil) meal.oil = entry.oil;
  return meal;
}

/** A meal of the embedded database in the public shape the meal API answers. */
export function embeddedPublicMeal(entry: CatalogMeal): Meal {
  return toPublicMeal(entry);
}

/** Meals of the embedded database matching a name; `catalog` replaces the database in tests. */
export function searchEmbeddedMeals(name: string, catalog?: readonly CatalogMeal[]): Meal[] {
  return searchFor(catalog).search(name).map(toPublicMeal);
}

/** Every embedded meal in the compact index the browser searches offline (./offline-index.ts). */
export function offlineMealIndex(): OfflineMealIndex {
  return encodeOfflineMealIndex(
    getMealCatalog().map((entry) => ({
      ...toPublicMeal(entry),
      aliases: entry.aliases,
      ...(entry.addedFat ? { addedFat: entry.addedFat } : {}),
    })),
  );
}
