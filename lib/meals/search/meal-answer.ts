import "server-only";
import {
  createMealAnswerCache,
  sharedFreshnessMs,
  type MealAnswerCache,
} from "./meal-answer-cache";
import {
  lookUpMeals,
  mealQueryOf,
  type FindMealsOptions,
  type FindMealsResult,
  type MealQuery,
} from "./find-meals";
import { mealsResponse, serializedMealsResponse } from "./meals-response";
import { normalizeArabic } from "../normalize-arabic";

// The meal API's answer to a name, with successful answers kept serialized in a bounded cache.
// Embedded answers depend only on the normalized name (the search normalizes first) and on
// the database, which changes only with a deploy: they stay until evicted. Backend answers are
// keyed by the exact name sent, and kept no longer than the backend's own Cache-Control
// allows (not at all without one). Errors and bad requests are never stored.

/** At most this many answers, and this much answer text, per server process. */
const MEAL_ANSWER_CACHE_LIMITS = { maxEntries: 2_000, maxBytes: 16 * 1024 * 1024 } as const;

const defaultCache = createMealAnswerCache(MEAL_ANSWER_CACHE_LIMITS);

function keyOf(query: MealQuery): string {
  return query.source === "backend"
    ? `backend\n${query.mealsApiUrl}\n${query.name}`
    : `embedded\n${normalizeArabic(query.name)}`;
}

/** The cache key of a name, or undefined when the name is not one to cache (too long). */
export function mealAnswerKey(name: string, mealsApiUrl?: string): string | undefined {
  const query = mealQueryOf(name, { mealsApiUrl });
  return query && keyOf(query);
}

function lifetimeMs(result: Extract<FindMealsResult, { kind: "ok" }>): number {
  if (result.source === "embedded") return Infinity;
  const caching = result.backendCaching;
  return sharedFreshnessMs(caching?.cacheControl ?? null, caching?.age ?? null);
}

export interface MealAnswerOptions extends FindMealsOptions {
  /** Replaces the process's cache (tests). */
  cache?: MealAnswerCache;
  /** Told of a name that found no meal (the unmet-search counts), after the answer is built. */
  onNoMeal?: (name: string) => void;
}

/** An answer that lists no meal: the serialized empty list. */
const NO_MEAL = "[]";

export async function answerMealsByName(
  name: string,
  { cache = defaultCache, onNoMeal, ...options }: MealAnswerOptions = {},
): Promise<Response> {
  const query = mealQueryOf(name, options);
  if (!query) return mealsResponse({ kind: "name-too-long" });
  // A replaced catalog (tests, fixtures) is not the process's database: never cached.
  const key = options.catalog ? undefined : keyOf(query);
  const cached = key === undefined ? undefined : cache.get(key);
  if (cached !== undefined) {
    if (cached === NO_MEAL) onNoMeal?.(query.name);
    return serializedMealsResponse(cached, query.source);
  }

  const result = await lookUpMeals(query);
  if (result.kind !== "ok") return mealsResponse(result);
  const body = JSON.stringify(result.meals);
  if (key !== undefined) cache.set(key, body, lifetimeMs(result));
  if (body === NO_MEAL) onNoMeal?.(query.name);
  return serializedMealsResponse(body, result.source);
}
