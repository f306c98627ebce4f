// The service worker's own URL and the 404 page's, in a module of their own: the registration
// island ships the first, and neither needs the page list of ./precached-urls.ts.

/** The worker, served by app/sw/[path]/route.ts; its scope is the whole site. */
export const SERVICE_WORKER_URL = "/sw/sw.js";

/** Any path no page has: the site's 404 page (answered with status 404, kept all the same). */
export const NOT_FOUND_URL = "/404";
