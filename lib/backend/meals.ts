import "server-only";
import type { Meal } from "@/lib/meals/types";
import { mealListSchema } from "@/lib/meals/meal-schema";
import {
  fetchUpstream,
  parseJson,
  upstreamUrl,
  type UpstreamFailureReason,
} from "./upstream-fetch";

// The product backend's meal search: GET {MEALS_API_URL}/api/v1/meals/name/{name}. The answer
// is checked with the same schema the calculator uses, so nothing malformed reaches a visitor.

export const MEALS_TIMEOUT_MS = 3000;
/** A meal list is a few kilobytes; anything far larger is not an answer we can use. */
const MAX_MEALS_BYTES = 2 * 1024 * 1024;

export type BackendFailureReason =
  UpstreamFailureReason | "status" | "invalid-json" | "invalid-shape";

export type BackendMealsResult =
  | { ok: true; meals: Meal[]; cacheControl: string | null; age: string | null }
  | { ok: false; reason: BackendFailureReason; detail: string };

/** The backend URL for a name: the name is one path segment, so / ? # and % are encoded. */
export function backendMealsUrl(baseUrl: string, name: string): string {
  return upstreamUrl(baseUrl, `/api/v1/meals/name/${encodeURIComponent(name)}`);
}

export async function fetchBackendMeals(
  baseUrl: string,
  name: string,
  timeoutMs = MEALS_TIMEOUT_MS,
): Promise<BackendMealsResult> {
  const url = backendMealsUrl(baseUrl, name);
  const answer = await fetchUpstream(url, { timeoutMs, maxBytes: MAX_MEALS_BYTES });
  if (!answer.ok) return answer;
  if (answer.status < 200 || answer.status > 299) {
    return { ok: false, reason: "status", detail: `HTTP ${answer.status} from ${url}` };
  }
  const json = parseJson(answer.text);
  if (json === undefined)
    return { ok: false, reason: "invalid-json", detail: `not JSON from ${url}` };
  const parsed = mealListSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: "invalid-shape",
      detail: `${issue?.path.join(".")}: ${issue?.message} from ${url}`,
    };
  }
  // The backend's own caching headers bound how long the site may keep this answer.
  const { headers } = answer;
  return {
    ok: true,
    meals: parsed.data,
    cacheControl: headers.get("cache-control"),
    age: headers.get("age"),
  };
}
