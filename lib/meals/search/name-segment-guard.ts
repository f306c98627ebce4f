import { apiError } from "@/lib/http/api-error";

// Next.js decodes a dynamic route segment before the route handler runs, and answers a
// segment that is not valid percent-encoding (e.g. "%ZZ", "%FF") with a bare 500 of its own.
// The proxy (proxy.ts) calls this first, so such a name gets the API's JSON 400 instead.

const MEALS_BY_NAME_PREFIX = "/api/v1/meals/name/";

/** A JSON 400 when the meal name in the path cannot be decoded; undefined when it can. */
export function undecodableNameResponse(pathname: string): Response | undefined {
  if (!pathname.startsWith(MEALS_BY_NAME_PREFIX)) return undefined;
  try {
    decodeURIComponent(pathname.slice(MEALS_BY_NAME_PREFIX.length));
    return undefined;
  } catch {
    return apiError("name_malformed");
  }
}
