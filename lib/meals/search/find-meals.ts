import "server-only";
import {
  fetchBackendMeals,
  MEALS_TIMEOUT_MS,
  type BackendFailureReason,
} from "@/lib/backend/meals";
import { searchEmbeddedMeals } from "./embedded-meals";
import { MEAL_NAME_MAX_LENGTH } from "./meal-name-limit";
import type { CatalogMeal, Meal } from "../types";

// The server-side meal lookup: with the product backend's base URL (MEALS_API_URL) the name
// goes to the backend (lib/backend/meals.ts); without one the embedded database answers.

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

export async function findMealsByName(
  name: string,
  { mealsApiUrl, timeoutMs = MEALS_TIMEOUT_MS, catalog }: FindMealsOptions = {},
): Promise<FindMealsResult> {
  const source: MealsSource = mealsApiUrl ? "backend" : "embedded";
  const trimmed = name.trim();
  if (!trimmed) return { kind: "ok", meals: [], source };
  // Counted in characters as the visitor sees them, not UTF-16 units.
  if ([...trimmed].length > MEAL_NAME_MAX_LENGTH) return { kind: "name-too-long" };

  if (!mealsApiUrl) {
    return { kind: "ok", meals: searchEmbeddedMeals(trimmed, catalog), source };
  }
  const result = await fetchBackendMeals(mealsApiUrl, trimmed, timeoutMs);
  if (!result.ok) return { kind: "upstream-error", reason: result.reason, detail: result.detail };
  const backendCaching = { cacheControl: result.cacheControl, age: result.age };
  return { kind: "ok", meals: result.meals, source, backendCaching };
}
