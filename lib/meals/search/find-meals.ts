import "server-only";
import {
  fetchBackendMeals,
  MEALS_TIMEOUT_MS,
  type BackendFailureReason,
} from "@/lib/backend/meals";
import { searchEmbeddedMeals } from "./embedded-meals";
import { checkedMealName } from "./meal-name-limit";
import type { CatalogMeal, Meal } from "../types";

// The server-side meal lookup: with the product backend's base URL (MEALS_API_URL) the name
// goes to the backend (lib/backend/meals.ts); without one the embedded database answers.
// `mealQueryOf` is where a name enters: it checks the name and decides, once, which of the two
// answers it; the cache (./meal-answer.ts) and the lookup both read that decision.

export type MealsSource = "backend" | "embedded";

export type FindMealsResult =
  | {
      kind: "ok";
      meals: Meal[];
      source: MealsSource;
      /** The backend's Cache-Control and Age headers (backend answers only). */
      backendCaching?: { cacheControl: string | null; age: string | null };
    }
  | { kind: "name-too-long" }
  | { kind: "upstream-error"; reason: BackendFailureReason; detail: string };

export interface FindMealsOptions {
  /** The backend's base URL (MEALS_API_URL); undefined means the embedded database. */
  mealsApiUrl?: string;
  /** The backend timeout; 3 s unless a test needs a shorter one. */
  timeoutMs?: number;
  /** Replaces the embedded database (tests and the benchmark's fixtures). */
  catalog?: readonly CatalogMeal[];
}

/** A checked name (trimmed, within the limit) and where it is looked up. */
export type MealQuery =
  | { source: "embedded"; name: string; catalog?: readonly CatalogMeal[] }
  | { source: "backend"; name: string; mealsApiUrl: string; timeoutMs: number };

/** The query for a name, or undefined when the name is longer than the limit. */
export function mealQueryOf(
  name: string,
  { mealsApiUrl, timeoutMs = MEALS_TIMEOUT_MS, catalog }: FindMealsOptions = {},
): MealQuery | undefined {
  const checked = checkedMealName(name);
  if (checked === undefined) return undefined;
  return mealsApiUrl
    ? { source: "backend", name: checked, mealsApiUrl, timeoutMs }
    : { source: "embedded", name: checked, catalog };
}

/** The meals for a query: [] for a blank name (the backend is not asked). */
export async function lookUpMeals(query: MealQuery): Promise<FindMealsResult> {
  const { source, name } = query;
  if (!name) return { kind: "ok", meals: [], source };
  if (query.source === "embedded") {
    return { kind: "ok", meals: searchEmbeddedMeals(name, query.catalog), source };
  }
  const result = await fetchBackendMeals(query.mealsApiUrl, name, query.timeoutMs);
  if (!result.ok) return { kind: "upstream-error", reason: result.reason, detail: result.detail };
  const backendCaching = { cacheControl: result.cacheControl, age: result.age };
  return { kind: "ok", meals: result.meals, source, backendCaching };
}

/** The answer to a name without the cache (the benchmark's bare server, the tests). */
export async function findMealsByName(
  name: string,
  options: FindMealsOptions = {},
): Promise<FindMealsResult> {
  const query = mealQueryOf(name, options);
  return query ? lookUpMeals(query) : { kind: "name-too-long" };
}
