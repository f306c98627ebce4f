import "server-only";
import { formatNumber } from "@/lib/format/number";
import { apiError } from "@/lib/http/api-error";
import type { FindMealsResult, MealsSource } from "./find-meals";
import { MEAL_NAME_MAX_LENGTH } from "./meal-name-limit";

// HTTP answers of the meal API. Successful answers are cacheable by a CDN: the embedded
// database changes only with a deploy, the backend's answers may change sooner. Errors are
// never cached, and never a 500.

export const CACHE_CONTROL: Readonly<Record<MealsSource, string>> = {
  embedded: "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800",
  backend: "public, max-age=60, s-maxage=300, stale-while-revalidate=3600",
};

/** A successful answer from its already serialized JSON (see ./meal-answer.ts). */
export function serializedMealsResponse(body: string, source: MealsSource): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/json", "Cache-Control": CACHE_CONTROL[source] },
  });
}

export function mealsResponse(result: FindMealsResult): Response {
  switch (result.kind) {
    case "ok":
      return serializedMealsResponse(JSON.stringify(result.meals), result.source);
    case "name-too-long":
      return apiError("name_too_long", {
        values: { max: formatNumber(MEAL_NAME_MAX_LENGTH, 0) },
      });
    case "upstream-error":
      console.warn(`[meals-api] backend failed (${result.reason}): ${result.detail}`);
      return apiError("upstream_unavailable");
  }
}
