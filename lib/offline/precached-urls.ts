import { MEAL_FALLBACK_IMAGE } from "@/content/calculator";
import { sitePages } from "@/content/site-pages";
import { OFFLINE_INDEX_URL } from "@/lib/meals/search/client";
import { NOT_FOUND_URL } from "./worker-urls";

// What the service worker downloads once installed (after the page has loaded) with each
// build's revision, beside the build's static files: every declared page, the 404 page, and
// what the calculator's meal search, its meal view and «ماذا أكلت؟» need offline.

/** The meal names «ماذا أكلت؟» parses against (GET /api/v1/meals/names). */
const MEAL_NAMES_URL = "/api/v1/meals/names";

export const precachedUrls: readonly string[] = [
  ...sitePages.map((page) => page.path),
  NOT_FOUND_URL,
  OFFLINE_INDEX_URL,
  MEAL_NAMES_URL,
  MEAL_FALLBACK_IMAGE,
];
