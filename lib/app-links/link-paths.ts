// The site's own links into the app: /ios, /android and /app, each with the page it is on
// (`?from=<path>`), so the stores and the daily counts can tell which page brought a download.
// Pure and tiny: the badges, the hero and the QR code build their links here; the redirects
// check the value again (./app-source.ts), since anyone can write any `from`.

export type AppLinkTarget = "ios" | "android" | "app";

/** The query parameter that carries the page a link into the app was followed from. */
export const APP_SOURCE_PARAM = "from";

/**
 * `/ios?from=/calculator/bazeen`: the path is the site's own, made of characters a query may
 * hold as they are (RFC 3986 allows "/" there), so it is written unescaped: shorter in a QR code
 * and readable in the counts.
 */
export function appLinkPath(target: AppLinkTarget, fromPath: string): string {
  return `/${target}?${APP_SOURCE_PARAM}=${fromPath}`;
}
