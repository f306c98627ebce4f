/// <reference lib="webworker" />
import {
  ExpirationPlugin,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from "serwist";
import { calculatorHref } from "@/lib/meals/calculator-url";
import { mealPathOf } from "@/lib/meals/oil-pages";
import {
  OFFLINE_INDEX_URL,
  offlineMealByPage,
  type OfflineMealIndex,
} from "@/lib/meals/search/client";
import { NOT_FOUND_URL } from "./worker-urls";

// The site's service worker, bundled by @serwist/turbopack (app/sw/[path]/route.ts) and
// registered after the page has loaded (components/offline/ServiceWorkerRegistration.tsx).
// - Precache, versioned by build: every declared page, the 404 page, the meal index and names,
//   the build's scripts, styles and fonts. A new build is a new worker whose install downloads
//   the new files; the old precache is deleted when it takes over.
// - Other pages (the meal pages) when visited: stale-while-revalidate, so a second visit paints
//   from the device and the next one shows what the network answered meanwhile.
// - A page neither kept nor reachable: a meal page opens the calculator on that meal (its
//   values come from the meal index); any other the site's 404 page. Never the browser's error.
// - Never kept: the contact form's POST, /api/health, the meal search's answers (the meal
//   index answers offline, in the browser), anything not GET. Nothing personal is served.

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** A meal page, or its page with less or more oil (lib/meals/oil-pages.ts). */
const MEAL_PAGE = /^\/calculator\/[^/]+(?:\/(?:less|more)-oil)?$/;
/**
 * Paths that are not pages: the APIs, the build's files, the worker, pictures, the files the
 * app stores read, the redirects into the app (each visit must reach the server, which counts it).
 */
const NOT_A_PAGE =
  /^\/(?:api|_next|sw|images|icons|\.well-known)\/|^\/(?:ios|android|app)$|\.[a-z0-9]+$/i;

/**
 * A page's HTML: a navigation, or the registration's request for the page the visitor landed
 * on; never the React Server Components data of a client-side navigation (RSC header).
 */
function isPageRequest(request: Request, url: URL): boolean {
  return (
    request.method === "GET" &&
    !NOT_A_PAGE.test(url.pathname) &&
    !request.headers.has("RSC") &&
    !url.searchParams.has("_rsc")
  );
}
const ONE_MONTH_S = 30 * 24 * 60 * 60;

/** The 404 page is kept though it answers 404; any other error answer is not. */
const keepTheNotFoundPage: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    response.ok || (response.status === 404 && new URL(request.url).pathname === NOT_FOUND_URL)
      ? response
      : null,
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    plugins: [keepTheNotFoundPage],
    cleanupOutdatedCaches: true,
    // /calculator?meal=…&q=… and a plate link are the calculator page: one kept copy.
    ignoreURLParametersMatching: [/.*/],
  },
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin, url }) => sameOrigin && isPageRequest(request, url),
      handler: new StaleWhileRevalidate({
        cacheName: "pages",
        plugins: [
          new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: ONE_MONTH_S }),
          { handlerDidError: async ({ request }) => offlinePage(new URL(request.url)) },
        ],
      }),
    },
    {
      matcher: ({ sameOrigin, url }) =>
        sameOrigin &&
        (url.pathname.startsWith("/_next/image") || url.pathname.startsWith("/images/")),
      handler: new StaleWhileRevalidate({
        cacheName: "images",
        plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: ONE_MONTH_S })],
      }),
    },
  ],
});

/** What a page that is neither kept nor reachable opens instead. */
async function offlinePage(url: URL): Promise<Response | undefined> {
  if (MEAL_PAGE.test(url.pathname)) {
    const index = await serwist.matchPrecache(OFFLINE_INDEX_URL);
    const { path, oil } = mealPathOf(url.pathname);
    const meal = index && offlineMealByPage((await index.json()) as OfflineMealIndex, path);
    if (meal)
      return Response.redirect(
        new URL(calculatorHref({ meal, quantity: "", oil }), url.origin).href,
        302,
      );
  }
  return serwist.matchPrecache(NOT_FOUND_URL);
}

serwist.addEventListeners();
