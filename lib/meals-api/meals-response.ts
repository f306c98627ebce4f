import "server-only";
import type { FindMealsResult, MealsSource } from "./find-meals-by-name";
import { mealsApiMessages, type MealsApiErrorCode } from "./messages";

// HTTP answers of the meal API. Successful answers are cacheable by a CDN: the embedded
// database changes only with a deploy, the backend's answers may change sooner. Errors are
// never cached, and never a 500.

export const CACHE_CONTROL: Readonly<Record<MealsSource | "error", string>> = {
  embedded: "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800",
  backend: "public, max-age=60, s-maxage=300, stale-while-revalidate=3600",
  error: "no-store",
};

function errorResponse(status: 400 | 502, code: MealsApiErrorCode): Response {
  return Response.json(
    { error: mealsApiMessages[code], code },
    { status, headers: { "Cache-Control": CACHE_CONTROL.error } },
  );
}

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
    case "bad-request":
      return errorResponse(400, result.code);
    case "upstream-error":
      console.warn(`[meals-api] backend failed (${result.reason}): ${result.detail}`);
      return errorResponse(502, "upstream_unavailable");
  }
}

/** The answer when something unforeseen threw: logged, and a JSON 502 rather than a 500. */
export function unexpectedErrorResponse(error: unknown): Response {
  console.error("[meals-api] unexpected error", error);
  return errorResponse(502, "internal_error");
}
