import { NextResponse, type NextRequest } from "next/server";
import { canonicalRedirectFor } from "@/lib/routes";

// Lower-case (or otherwise mis-cased) spellings of our pages redirect permanently to the
// canonical ones. next.config redirects cannot do this: their matching ignores case, so
// /blog → /Blog would also match /Blog and loop.
export function proxy(request: NextRequest) {
  const target = canonicalRedirectFor(request.nextUrl.pathname);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Only the spellings of our own pages reach the proxy; matching here is case-insensitive.
  matcher: ["/blog", "/blog1", "/blog2", "/blog3", "/quiz", "/calculator"],
};
