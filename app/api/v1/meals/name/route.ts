import { mealsResponse } from "@/lib/meals/search";

// GET /api/v1/meals/name with no name segment: the answer to an empty name is [], not a 404,
// whichever mode serves names. Constant, so it is prerendered.
export function GET() {
  return mealsResponse({ kind: "ok", meals: [], source: "embedded" });
}
