import { CACHE_CONTROL } from "@/lib/meals/search";
import { mealTextNames } from "@/lib/meals/meal-text";

// GET /api/v1/meals/names: every meal of the embedded database with what «ماذا أكلت؟» needs
// to read a sentence in the browser (names, aliases, servings, energy). Built once at build
// time from the database, so it is a static file; the calculator loads it on the field's
// first use.
export const dynamic = "force-static";

export function GET() {
  return Response.json(mealTextNames(), { headers: { "Cache-Control": CACHE_CONTROL.embedded } });
}
