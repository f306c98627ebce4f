import "server-only";
import type { Meal } from "@/lib/meals/types";
import { BACKEND_TIMEOUT_MS, fetchBackendMeals, type BackendFailureReason } from "./backend-meals";
import { searchEmbeddedMeals, type CatalogEntry } from "./embedded-meals";
import { MAX_NAME_LENGTH } from "./messages";

// The only code that talks to the product's meal backend. Two modes: with a backend base URL
// the name is passed through to it; without one the embedded meal database answers.

export type MealsSource = "backend" | "embedded";

export type FindMealsResult =
  | {
      kind: "ok";
      meals: Meal[];
      source: MealsSource;
      /** The backend's Cache-Control and Age headers (backend answers only). */
      backendCaching?: { cacheControl: string | null; age: string | null };
    }
  | { kind: "bad-request"; code: "name_too_long" }
  | { kind: "upstream-error"; reason: BackendFailureReason; detail: string };

export interface FindMealsOptions {
  /** The backend's base URL (MEALS_API_URL); undefined means the embedded database. */
  mealsApiUrl?: string;
  /** The backend timeout; 3 s unless a test needs a shorter one. */
  timeoutMs?: number;
  /** Replaces the embedded database (tests and the benchmark's fixtures). */
  catalog?: readonly CatalogEntry[];
}

export async function findMealsByName(
  name: string,
  { mealsApiUrl, timeoutMs = BACKEND_TIMEOUT_MS, catalog }: FindMealsOptions = {},
): Promise<FindMealsResult> {
  const source: MealsSource = mealsApiUrl ? "backend" : "embedded";
  const trimmed = name.trim();
  if (!trimmed) return { kind: "ok", meals: [], source };
  // Counted in characters as the visitor sees them, not UTF-16 units.
  if ([...trimmed].length > MAX_NAME_LENGTH) return { kind: "bad-request", code: "name_too_long" };

  if (!mealsApiUrl) {
    return { kind: "ok", meals: searchEmbeddedMeals(trimmed, catalog), source };
  }
  const result = await fetchBackendMeals(mealsApiUrl, trimmed, timeoutMs);
  if (!result.ok) return { kind: "upstream-error", reason: result.reason, detail: result.detail };
  const backendCaching = { cacheControl: result.cacheControl, age: result.age };
  return { kind: "ok", meals: result.meals, source, backendCaching };
}
