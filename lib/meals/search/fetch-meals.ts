// The calculator's one call: the site's own meal API (the meal index on the device when the
// network fails, ./offline-search.ts). Each meal of the answer is checked with
// the API's own schema, so a malformed meal from an upstream backend is dropped instead of
// showing NaN to a visitor. The schema (and zod with it) loads with the first answer, so it
// is not part of the calculator's first load.
import type { Meal } from "../types";

export function mealSearchKey(text: string) {
  return ["meals", "name", text] as const;
}

export async function fetchMealsByName(text: string, signal?: AbortSignal): Promise<Meal[]> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/meals/name/${encodeURIComponent(text)}`, {
      signal,
      headers: { accept: "application/json" },
    });
  } catch (error) {
    // No network (offline, a dropped link): the meal index kept on this device answers, if
    // the service worker has it; otherwise the calculator's error stays as it was.
    if (signal?.aborted) throw error;
    const { searchOfflineMeals } = await import("./offline-search");
    return searchOfflineMeals(text).catch(() => Promise.reject(error));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const detail =
      typeof body === "object" && body !== null && "error" in body ? `: ${String(body.error)}` : "";
    throw new Error(`Meal search failed with HTTP ${response.status}${detail}`);
  }
  if (!Array.isArray(body)) throw new Error("Meal search answered something other than a list");
  const { mealSchema } = await import("../meal-schema");
  return body.flatMap((item) => {
    const parsed = mealSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The meal names «ماذا أكلت؟» parses against (GET /api/v1/meals/names), on its first use. */
export async function fetchMealNames(signal?: AbortSignal) {
  const response = await fetch("/api/v1/meals/names", {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Loading the meal names failed with HTTP ${response.status}`);
  const { parseMealNames } = await import("../meal-text/parse-meal-text");
  return parseMealNames(await response.json());
}
