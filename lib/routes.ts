// The site's canonical page paths. The capitalised ones are the product's published URLs;
// proxy.ts redirects any other spelling of them (for example /blog1) here permanently.
export const canonicalPaths = [
  "/",
  "/calculator",
  "/Blog",
  "/Blog1",
  "/Blog2",
  "/Blog3",
  "/Quiz",
] as const;

export type CanonicalPath = (typeof canonicalPaths)[number];

const byLowerCase = new Map<string, CanonicalPath>(canonicalPaths.map((p) => [p.toLowerCase(), p]));

/**
 * The canonical spelling of a path that differs from it only in letter case, or null when the
 * path is already canonical or is not one of ours. The target always comes from the fixed list
 * above, never from the request, so this can never become an open redirect.
 */
export function canonicalRedirectFor(pathname: string): CanonicalPath | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const canonical = byLowerCase.get(trimmed.toLowerCase());
  if (!canonical || canonical === pathname) return null;
  return canonical;
}
