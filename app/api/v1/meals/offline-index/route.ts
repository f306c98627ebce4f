import { CACHE_CONTROL, offlineMealIndex } from "@/lib/meals/search";

// GET /api/v1/meals/offline-index: every embedded meal with its aliases, values and servings,
// compact, for the calculator's search when the network fails. A static file built from the
// database; the service worker downloads it after the page has loaded and keeps it.
export const dynamic = "force-static";

export function GET() {
  return Response.json(offlineMealIndex(), {
    headers: { "Cache-Control": CACHE_CONTROL.embedded },
  });
}
