// Wraps a route handler so that nothing it throws reaches Next.js as a 500 with a stack trace:
// a bug or a broken dependency is logged and answered with the site's JSON error.
import { apiError } from "./api-error";

export function jsonRoute<Args extends unknown[]>(
  name: string,
  handler: (request: Request, ...args: Args) => Promise<Response>,
): (request: Request, ...args: Args) => Promise<Response> {
  return async (request, ...args) => {
    try {
      return await handler(request, ...args);
    } catch (error) {
      console.error(`[${name}] unexpected failure`, error);
      return apiError("internal_error");
    }
  };
}

/** The answer to every method a route does not serve. */
export function methodNotAllowed(allow: string) {
  return (): Response => apiError("method_not_allowed", { headers: { Allow: allow } });
}
