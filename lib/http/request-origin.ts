import "server-only";

// Who is asking: the client address for the rate limit, and whether a request comes from a
// page of this site. `next start` fills X-Forwarded-For with the socket address when no proxy
// did; behind a reverse proxy, that proxy must overwrite the header or clients can pick their
// own rate-limit key.

const MAX_KEY_LENGTH = 64;

/** What these checks read of a request: a route handler's Request, or a Server Action's headers. */
export type RequestHead = Pick<Request, "headers" | "url">;

/** The client address: X-Forwarded-For's first entry, else X-Real-IP, else "unknown". */
export function clientAddress(request: RequestHead): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const address = forwarded || request.headers.get("x-real-ip")?.trim() || "unknown";
  return address.slice(0, MAX_KEY_LENGTH);
}

function originOf(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * True when the request has no Origin (not a browser's cross-site request) or an Origin that is
 * the site's configured one or the one the request was addressed to.
 */
export function isSameSiteRequest(request: RequestHead, siteUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  const requestUrl = originOf(request.url);
  const protocol = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol;
  const scheme = protocol.replace(/:$/, "");
  const allowed = new Set(
    [
      originOf(siteUrl),
      requestUrl,
      ...["host", "x-forwarded-host"].map((name) => {
        const host = request.headers.get(name)?.split(",")[0]?.trim();
        return host ? originOf(`${scheme}://${host}`) : undefined;
      }),
    ].filter(Boolean),
  );
  return allowed.has(origin);
}

/** The URL a form was posted to (a Server Action has headers, no URL), as its headers say. */
export function requestUrlOf(head: Headers): string {
  const host = head.get("x-forwarded-host")?.split(",")[0]?.trim() || head.get("host");
  const scheme = head.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  try {
    return new URL(`${scheme}://${host}/`).href;
  } catch {
    return "http://unknown.invalid/";
  }
}
