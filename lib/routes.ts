import { sitePages, type SitePath } from "@/content/site-pages";

// The canonical paths are the declared pages' (content/site-pages.ts). The capitalised ones are
// the product's published URLs; proxy.ts redirects any other spelling of them (for example
// /blog1) here permanently.
const byLowerCase = new Map<string, SitePath>(
  sitePages.map(({ path }) => [path.toLowerCase(), path]),
);

/**
 * The canonical spelling of a path that differs from it only in letter case, or null when the
 * path is already canonical or is not one of ours. The target always comes from the page list,
 * never from the request, so this can never become an open redirect.
 */
export function canonicalRedirectFor(pathname: string): SitePath | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const canonical = byLowerCase.get(trimmed.toLowerCase());
  if (!canonical || canonical === pathname) return null;
  return canonical;
}
