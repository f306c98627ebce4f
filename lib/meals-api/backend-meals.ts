import "server-only";
import type { Meal } from "@/lib/meals/types";
import { mealListSchema } from "./meal-schema";

// The proxy to the product's meal backend. Every way the call can go wrong ends in a typed
// failure, never a throw: the route answers 502 for all of them.

export const BACKEND_TIMEOUT_MS = 3000;
/** A meal list is a few kilobytes; anything far larger is not an answer we can use. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export type BackendFailureReason =
  "timeout" | "network" | "redirect" | "status" | "too-large" | "invalid-json" | "invalid-shape";

export type BackendMealsResult =
  | { ok: true; meals: Meal[]; cacheControl: string | null; age: string | null }
  | { ok: false; reason: BackendFailureReason; detail: string };

/** The backend URL for a name: the name is one path segment, so / ? # and % are encoded. */
export function backendMealsUrl(baseUrl: string, name: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/api/v1/meals/name/${encodeURIComponent(name)}`;
}

async function readBody(response: Response): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

function failure(reason: BackendFailureReason, detail: string): BackendMealsResult {
  return { ok: false, reason, detail };
}

export async function fetchBackendMeals(
  baseUrl: string,
  name: string,
  timeoutMs = BACKEND_TIMEOUT_MS,
): Promise<BackendMealsResult> {
  const url = backendMealsUrl(baseUrl, name);
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return failure("redirect", `HTTP ${response.status} from ${url}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      return failure("status", `HTTP ${response.status} from ${url}`);
    }
    const body = await readBody(response);
    if (body === null) return failure("too-large", `more than ${MAX_BODY_BYTES} bytes from ${url}`);

    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return failure("invalid-json", `not JSON from ${url}`);
    }
    const parsed = mealListSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return failure("invalid-shape", `${issue?.path.join(".")}: ${issue?.message} from ${url}`);
    }
    // The backend's own caching headers bound how long the site may keep this answer.
    const { headers } = response;
    return {
      ok: true,
      meals: parsed.data,
      cacheControl: headers.get("cache-control"),
      age: headers.get("age"),
    };
  } catch (error) {
    // Duck-typed: the DOMException of a timeout may come from another realm than `Error`.
    const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
    const isTimeout = name === "TimeoutError";
    const detail = typeof message === "string" ? message : String(error);
    return failure(isTimeout ? "timeout" : "network", `${detail} (${url})`);
  }
}
