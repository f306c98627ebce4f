import "server-only";
import { getMealCatalog } from "@/lib/meals/catalog";
import type { Meal } from "@/lib/meals/types";
import { createMealSearch, type MealSearch } from "@/lib/search/meal-search";

// The embedded meal database's answer to a name: the Arabic-aware search over names and
// aliases, each hit reduced to the public Meal shape (aliases and category stay inside).

/** A catalog entry as the search sees it: a Meal, with aliases once the database has them. */
export type CatalogEntry = Meal & { aliases?: readonly string[] };

const searches = new WeakMap<readonly CatalogEntry[], MealSearch<CatalogEntry>>();
let defaultSearch: MealSearch<CatalogEntry> | undefined;

function searchFor(catalog: readonly CatalogEntry[] | undefined): MealSearch<CatalogEntry> {
  if (!catalog) {
    // Built once per process, on the first request.
    defaultSearch ??= createMealSearch<CatalogEntry>(getMealCatalog());
    return defaultSearch;
  }
  let search = searches.get(catalog);
  if (!search) {
    search = createMealSearch(catalog);
    searches.set(catalog, search);
  }
  return search;
}

export function toPublicMeal(entry: CatalogEntry): Meal {
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
  if (entry.source) meal.source = entry.source;
  return meal;
}

/** Meals of the embedded database matching a name; `catalog` replaces the database in tests. */
export function searchEmbeddedMeals(name: string, catalog?: readonly CatalogEntry[]): Meal[] {
  return searchFor(catalog).search(name).map(toPublicMeal);
}
