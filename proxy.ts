import { NextResponse, type NextRequest } from "next/server";
import { canonicalRedirectFor } from "@/lib/routes";
import { undecodableNameResponse } from "@/lib/meals-api/name-segment-guard";

// Lower-case (or otherwise mis-cased) spellings of our pages redirect permanently to the
// canonical ones. next.config redirects cannot do this: their matching ignores case, so
// /blog → /Blog would also match /Blog and loop.
export function proxy(request: NextRequest) {
  const badName = undecodableNameResponse(request.nextUrl.pathname);
  if (badName) return badName;
  const target = canonicalRedirectFor(request.nextUrl.pathname);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Only the spellings of our own pages reach the proxy; matching here is case-insensitive.
  // Meal names pass through it to turn an undecodable name into a JSON 400 (Next.js would
  // answer 500 before the route handler runs).
  matcher: [
    "/api/v1/meals/name/:name+",
    "/blog",
    "/blog1",
    "/blog2",
    "/blog3",
    "/quiz",
    "/calculator",
  ],
};
