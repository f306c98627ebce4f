import { NextResponse, type NextRequest } from "next/server";
import { canonicalRedirectFor } from "@/lib/routes";
import { undecodableNameResponse } from "@/lib/meals/search/name-segment-guard";
import { buildWorkerValidator } from "@/lib/offline/worker-validator";
import { SERVICE_WORKER_URL } from "@/lib/offline/worker-urls";

// Lower-case (or otherwise mis-cased) spellings of our pages redirect permanently to the
// canonical ones. next.config redirects cannot do this: their matching ignores case, so
// /blog → /Blog would also match /Blog and loop.
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === SERVICE_WORKER_URL) return workerAnswer(request);
  const badName = undecodableNameResponse(request.nextUrl.pathname);
  if (badName) return badName;
  const target = canonicalRedirectFor(request.nextUrl.pathname);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

/** The worker: 304 when the browser has this build's (lib/offline/worker-validator.ts). */
function workerAnswer(request: NextRequest) {
  const validator = buildWorkerValidator;
  if (!validator) return NextResponse.next();
  const { headers } = validator;
  return validator.isCurrent(request.headers.get("if-none-match"))
    ? new NextResponse(null, { status: 304, headers })
    : NextResponse.next({ headers });
}

export const config = {
  // Matcher paths are case-sensitive, so each page is spelled as a case-insensitive class;
  // canonicalRedirectFor then decides (the canonical spelling passes straight through). Next.js
  // needs this array as a literal, so it cannot be built from content/site-pages.ts;
  // proxy.test.ts fails when a page of that list, in any spelling, escapes it. /Blog takes any
  // number, so a new article needs no change here.
  // A meal name that is not well-formed percent-encoded UTF-8 passes through the proxy to get
  // a JSON 400 (Next.js would answer 500 before the route handler runs). Only such names: the
  // pattern is "not made only of well-formed UTF-8 sequences" (the table of RFC 3629 §4, what
  // decodeURIComponent accepts), because running the proxy costs every meal request about as
  // much as the answer itself. proxy.test.ts checks it against decodeURIComponent.
  // The service worker's script, for its validator.
  matcher: [
    "/sw/sw.js",
    "/api/v1/meals/name/:name((?!(?:[^%]|%[0-7][0-9A-Fa-f]|%[Cc][2-9A-Fa-f]%[89ABab][0-9A-Fa-f]|%[Dd][0-9A-Fa-f]%[89ABab][0-9A-Fa-f]|%[Ee]0%[ABab][0-9A-Fa-f]%[89ABab][0-9A-Fa-f]|%[Ee][1-9A-Ca-cEeFf]%[89ABab][0-9A-Fa-f]%[89ABab][0-9A-Fa-f]|%[Ee][Dd]%[89][0-9A-Fa-f]%[89ABab][0-9A-Fa-f]|%[Ff]0%[9ABab][0-9A-Fa-f]%[89ABab][0-9A-Fa-f]%[89ABab][0-9A-Fa-f]|%[Ff][1-3]%[89ABab][0-9A-Fa-f]%[89ABab][0-9A-Fa-f]%[89ABab][0-9A-Fa-f]|%[Ff]4%8[0-9A-Fa-f]%[89ABab][0-9A-Fa-f]%[89ABab][0-9A-Fa-f])*$).+)",
    "/:page([Bb][Ll][Oo][Gg][0-9]*)",
    "/:page([Qq][Uu][Ii][Zz])",
    "/:page([Cc][Aa][Ll][Cc][Uu][Ll][Aa][Tt][Oo][Rr])",
    "/:page([Pp][Rr][Ii][Vv][Aa][Cc][Yy])",
    "/:page([Dd][Ee][Ll][Ee][Tt][Ee]-[Aa][Cc][Cc][Oo][Uu][Nn][Tt])",
  ],
};
