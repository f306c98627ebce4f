import "server-only";
// The `from` of a link into the app, checked: one of the site's own pages (declared pages and
// meal pages), or nothing. Whatever else a request carries is dropped, never reflected into a
// redirect or the counts.
import { allPages } from "@/lib/all-pages";

const knownPaths: ReadonlySet<string> = new Set(allPages.map((page) => page.path));

/** The longest `from` worth looking at; every page's path is far shorter. */
const MAX_SOURCE_LENGTH = 200;

/** The page a link into the app was followed from, or null when it is not one of ours. */
export function appSourceFrom(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_SOURCE_LENGTH) return null;
  return knownPaths.has(value) ? value : null;
}
